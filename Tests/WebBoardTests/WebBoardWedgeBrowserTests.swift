import Foundation
import HTTPTesting
import Testing

/// A tab that cannot wedge, in headless Chromium: an input too large to send is said in the sheet and
/// not sent, the tab stays usable, and another tab of the board still loads.
@MainActor
@Suite("A web board tab that cannot wedge, in headless Chromium", .timeLimit(.minutes(5)), .serialized, .sharedBrowser,
       .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"))
struct WebBoardWedgeBrowserTests {
    private func waitForLiveBoard(_ browser: WebDriverSession) async throws {
        try await browser.waitUntil("the board drawn and its tab live", timeout: .seconds(60)) {
            try await browser.executeScript("""
                return document.body.dataset.boardPainted !== undefined && document.getElementById("connection").hidden
                    && !document.querySelector("#bar nav").inert
                """) == "true"
        }
    }

    /// Opens a new project's sheet and pastes 1.5 MB into its body; waits for the sheet to say why it was not sent.
    private func pasteTooMuch(_ browser: WebDriverSession) async throws {
        try await browser.click("#new-project")
        try await browser.waitUntilShowing("detail")
        _ = try await browser.executeScript("""
            const body = document.getElementById("detail-body");
            body.focus();
            body.value = "x".repeat(1536 * 1024);
            body.dispatchEvent(new Event("input"));
            """)
        try await browser.waitForText("Too long to send: the board takes at most 1024 KB at a time. Nothing of it was sent.",
                                      in: "#detail-refused")
    }

    @Test func aPasteTooLargeToSendIsSaidInTheSheetAndTheTabStaysUsable() async throws {
        let browser = try #require(SharedBrowser.session)
        try await browser.setWindowSize(width: 1024, height: 768)
        let board = try await ServedBoard.start()
        var failure: (any Error)?
        do {
            try await browser.navigate(to: board.url)
            try await waitForLiveBoard(browser)

            try await pasteTooMuch(browser)
            try await browser.click("#detail-leading")  // Cancel
            try await browser.waitUntilShowing("detail", false)
            try await pasteTooMuch(browser)
            try await browser.pressKeys(WebDriverSession.Key.escape)
            try await browser.waitUntilShowing("detail", false)

            // Still this tab's inputs go through, in order.
            try await browser.click("#new-project")
            try await browser.waitUntilShowing("detail")
            try await browser.sendKeys("Still working", to: try await browser.waitForElement("#detail-title"))
            try await browser.click("#detail-trailing")
            try await browser.waitForTitles(["Still working"], in: "TODO")

            // A second tab of the board loads and goes live.
            let first = try await browser.windowHandle()
            let second = try await browser.newTab()
            try await browser.switchToWindow(second)
            try await browser.navigate(to: board.url)
            try await waitForLiveBoard(browser)
            try await browser.waitForTitles(["Still working"], in: "TODO")
            try await browser.closeWindow()
            try await browser.switchToWindow(first)
        } catch {
            failure = error
        }
        try? await browser.navigate(to: URL(string: "about:blank")!)
        await board.stop()
        if let failure { throw failure }
    }
}
