import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// axe-core finds nothing to fault in any state of the board (the board, the add dialog, an edit, the
    /// move menu, the delete question, History, the read-only banner, Korean), in light and in dark
    /// (`prefers-color-scheme` emulated through chromedriver's DevTools command): names, roles, structure,
    /// and a contrast of at least 4.5:1 for every text.
    @MainActor
    @Suite("The web board passes axe-core, light and dark", .timeLimit(.minutes(5)),
           .enabled("needs axe-core: \(AxeCore.install)") { await AxeCore.testsShouldRun() })
    struct Accessibility {
        /// Runs `body` in the browser with the page seeing the system `dark` or light, handing it what checks
        /// the page as it is then; light again afterwards, whatever happens: the next suite shares this browser.
        private static func inScheme(dark: Bool, _ body: @MainActor (WebDriverSession, _ expectClean: @MainActor (String) async throws -> Void) async throws -> Void) async throws {
            let browser = try WebBoardIPadTests.browser
            let axe = try await AxeCore.script()
            try await browser.emulateColorScheme(dark: dark)
            let scheme = dark ? "dark" : "light"
            #expect(try await browser.executeScript("return matchMedia('(prefers-color-scheme: dark)').matches") == "\(dark)")
            do {
                try await body(browser) { state in
                    let violations = try await AxeCore.violations(in: browser, script: axe)
                    #expect(violations == [], "\(state), \(scheme)")
                }
            } catch {
                try? await browser.emulateColorScheme(dark: false)
                throw error
            }
            try await browser.emulateColorScheme(dark: false)
        }

        @Test(arguments: [false, true])
        func everyStateOfTheBoard(dark: Bool) async throws {
            try await Self.inScheme(dark: dark) { browser, expectClean in
                try await browser.withBoard { board in
                    try await SampleBoard.fill(board)
                    try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                    try await expectClean("the board")

                    try await browser.click("#new-project")
                    try await browser.waitUntilShowing("detail")
                    try await browser.click("#detail-trailing")  // no title: the dialog's message list shows
                    _ = try await browser.waitForElement("#detail-messages li")
                    try await expectClean("the add dialog with its messages")
                    try await browser.pressKeys(WebDriverSession.Key.escape)
                    try await browser.waitUntilShowing("detail", false)

                    try await browser.click(try await browser.inRow(titled: "Hire a designer", ".title button"))
                    try await browser.click("#detail-leading")
                    try await browser.waitForText("Cancel", in: "#detail-leading")
                    try await expectClean("an edit")
                    try await browser.click("#detail-leading")
                    try await browser.waitUntilShowing("detail", false)

                    try await browser.clickInRow(titled: "Hire a designer", ".move")
                    try await browser.waitUntilShowing("move-menu")
                    try await expectClean("the move menu")
                    try await browser.pressKeys(WebDriverSession.Key.escape)
                    try await browser.waitUntilShowing("move-menu", false)

                    try await browser.clickInRow(titled: "Hire a designer", ".delete")
                    try await browser.waitUntilShowing("confirmation")
                    try await expectClean("the delete question")
                    try await browser.pressKeys(WebDriverSession.Key.escape)
                    try await browser.waitUntilShowing("confirmation", false)

                    try await browser.click("#show-history")
                    try await browser.waitUntilShowing("history")
                    _ = try await browser.waitForElement("#history-lines li")
                    try await expectClean("History")
                    try await browser.pressKeys(WebDriverSession.Key.escape)
                    try await browser.waitUntilShowing("history", false)

                    try await browser.navigate(to: URL(string: board.url.absoluteString + "?lang=ko")!)
                    try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                    try await browser.waitForText("새 프로젝트", in: "#new-project")
                    try await expectClean("Korean")
                }
                // Not even root can make a directory in /proc: the store is read-only for everyone.
                try await browser.withBoard(store: "/proc/project-manager-web-board-axe-test") { _ in
                    let banner = try await browser.waitForElement("#read-only")
                    try await browser.waitUntil("the banner to show") { try await browser.cssValue("display", of: banner) != "none" }
                    try await expectClean("the read-only banner")
                }
            }
        }

        /// The same with a filter set (its field, "N of M" counts, a column with no match) and with a drag
        /// under way (the card lifted, a column marked), and with the Keys list open.
        @Test(arguments: [false, true])
        func aFilterSetADragUnderWayAndTheKeys(dark: Bool) async throws {
            try await Self.inScheme(dark: dark) { browser, expectClean in
                try await browser.withBoard { board in
                    try await SampleBoard.fill(board)
                    try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                    try await browser.sendKeys("report", to: try await browser.waitForElement("#filter"))
                    try await browser.waitForText("1 of 5", in: "section[aria-label='TODO'] .count")
                    try await browser.waitForText("No match", in: "section[aria-label='DONE'] .empty")
                    try await expectClean("a filter set")

                    try await browser.drag(try await browser.row(titled: "Write the quarterly report"),
                                           to: try await browser.waitForElement("#column-doing"), drop: false)
                    _ = try await browser.waitForElement(".column.drop-target")
                    try await expectClean("a drag under way")
                    try await browser.pressKeys(WebDriverSession.Key.escape)
                    try await browser.releaseActions()

                    _ = try await browser.executeScript("document.querySelector('.row .title button').focus(); return null")
                    try await browser.pressKeys("?")
                    try await browser.waitUntilShowing("help")
                    try await expectClean("the Keys list")
                    try await browser.pressKeys(WebDriverSession.Key.escape)
                    try await browser.waitUntilShowing("help", false)
                }
            }
        }
    }
}
