import Foundation
import HTTPKit
import HTTPTesting
import Testing

/// A page served by HTTPKit, driven in a real headless Chromium through WebDriver: typing, clicking, a
/// POST with the token (and the `Origin` the browser adds), text and computed style read back, an event
/// stream received, the Content-Security-Policy in force, and a screenshot kept under
/// `.build/test-artifacts/`.
///
/// Without Chromium and chromedriver the suite is skipped, and says so; with `CI` set it runs anyway and
/// fails, so CI can't pass by skipping it.
@Suite("A page in headless Chromium", .timeLimit(.minutes(5)), .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"))
struct BrowserTests {
    /// Where screenshots go: the package's `.build/test-artifacts/`.
    static let artifacts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: ".build/test-artifacts")

    @Test func typeClickReadTextStyleEventsAndScreenshot() async throws {
        let token = AccessToken()
        let (events, feed) = AsyncStream.makeStream(of: String.self)
        let server = try HTTPServer.start(handler: TestPage.handler(token: token, events: events))
        let browser: WebDriverSession
        do {
            browser = try await WebDriverSession.start(width: 1024, height: 768)
        } catch {
            feed.finish()
            await server.stop()
            throw error
        }
        do {
            try await drive(browser, server: server, feed: feed)
        } catch {
            await browser.quit()
            feed.finish()
            await server.stop()
            throw error
        }
        await browser.quit()
        feed.finish()
        await server.stop()
    }

    private func drive(_ browser: WebDriverSession, server: HTTPServer, feed: AsyncStream<String>.Continuation) async throws {
        try await browser.navigate(to: URL(string: server.address.url)!)
        let input = try await browser.waitForElement("#name")

        // The policy forbids inline script: the page's inline script must not have run.
        #expect(try await browser.text(of: browser.waitForElement("#inline")) == "no")

        // Typed markup comes back as text, never as elements.
        try await browser.sendKeys("<b>Ada</b>", to: input)
        try await browser.click(browser.waitForElement("#greet"))
        let greeting = try await browser.waitForText("Hello, <b>Ada</b>!", in: "#greeting")
        #expect(try await browser.findElements("#greeting b").isEmpty)
        #expect(try await browser.cssValue("color", of: greeting) == "rgba(0, 128, 0, 1)")

        // The page's own script sees the same: no element was made from the typed markup.
        #expect(try await browser.executeScript("return document.getElementById('greeting').children.length") == "0")

        // Events pushed by the server appear as they come (the stream holds them until the page listens).
        feed.yield("one")
        feed.yield("two")
        try await browser.waitForText("one,two", in: "#events")

        let png = try await browser.screenshot()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // the PNG signature
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try png.write(to: Self.artifacts.appending(path: "httpkit-test-page-1024x768.png"))
    }
}
