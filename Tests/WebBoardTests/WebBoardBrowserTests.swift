import Foundation
import HTTPKit
import HTTPTesting
import PresentationTesting
import Testing
@testable import WebBoard

/// The web board in a real headless Chromium: the columns and counts, the rows as the view model made
/// them, an overdue deadline in red, a hostile title shown as text, a change from elsewhere appearing,
/// and screenshots at 1024×768 (iPad landscape) and 390×844 (a phone) kept in `.build/test-artifacts/`.
@MainActor
@Suite("The web board in headless Chromium", .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"))
struct WebBoardBrowserTests {
    static let artifacts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: ".build/test-artifacts")

    @Test func theBoardIsRenderedLive() async throws {
        let bench = TestBench()
        try await bench.addProject("Write the report", body: "one\ntwo\nthree\nfour", deadline: "2026-11-01")
        try await bench.addProject("<img src=x onerror=alert(1)>", in: .doing)
        try await bench.addProject("Plan the launch", deadline: "2026-12-24")
        let server = try WebBoardServer.start(factory: bench.factory, refreshInterval: .milliseconds(100))
        let browser: WebDriverSession
        do {
            browser = try await WebDriverSession.start(width: 1024, height: 768)
        } catch {
            await server.stop()
            throw error
        }
        do {
            try await check(browser, bench: bench, url: URL(string: server.address.url)!)
        } catch {
            await browser.quit()
            await server.stop()
            throw error
        }
        await browser.quit()
        await server.stop()
    }

    private func check(_ browser: WebDriverSession, bench: TestBench, url: URL) async throws {
        try await browser.navigate(to: url)
        try await browser.waitForText("2", in: "section[aria-label='TODO'] .count")
        try await browser.waitForText("1", in: "section[aria-label='DOING'] .count")
        try await browser.waitForText("0", in: "section[aria-label='DONE'] .count")

        // Rows in board order (deadline first), with what the view model made of each project.
        var titles: [String] = []
        for title in try await browser.findElements("section[aria-label='TODO'] .title") {
            titles.append(try await browser.text(of: title))
        }
        #expect(titles == ["Write the report", "Plan the launch"])
        let body = try await browser.waitForElement("section[aria-label='TODO'] .body")
        #expect(try await browser.text(of: body) == "one\ntwo\nthree…")
        let overdue = try await browser.findElements("section[aria-label='TODO'] .deadline.overdue")
        #expect(overdue.count == 1)
        #expect(try await browser.text(of: overdue[0]) == "Nov 1, 2026")
        #expect(try await browser.cssValue("color", of: overdue[0]) == "rgba(204, 0, 0, 1)")

        // A title that looks like markup is text: no image element, the text as typed.
        let hostile = try await browser.waitForElement("section[aria-label='DOING'] .title")
        #expect(try await browser.text(of: hostile) == "<img src=x onerror=alert(1)>")
        #expect(try await browser.findElements("img").isEmpty)

        // A change made elsewhere (another process, through the store) appears without a reload.
        try await bench.addProject("Done elsewhere", in: .done)
        try await browser.waitForText("1", in: "section[aria-label='DONE'] .count")
        try await browser.waitForText("Done elsewhere", in: "section[aria-label='DONE'] .title")

        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try await browser.screenshot().write(to: Self.artifacts.appending(path: "web-board-1024x768.png"))
        try await browser.setWindowSize(width: 390, height: 844)
        try await browser.waitUntil("the phone layout (one column)") {
            try await browser.executeScript("return getComputedStyle(document.getElementById('board')).gridTemplateColumns.split(' ').length") == "1"
        }
        try await browser.screenshot().write(to: Self.artifacts.appending(path: "web-board-390x844.png"))
    }
}
