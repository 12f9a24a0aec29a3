import HTTPTesting
import Testing

/// The board as on an iPad, in one headless Chromium that its suites take turns with (one browser, not
/// one each, for the machine that runs every other suite beside them): the keyboard and touch
/// (``Focus``), the layouts (``Layout``), and axe-core in every state, light and dark (``Accessibility``).
@MainActor
@Suite("The web board as on an iPad", .timeLimit(.minutes(5)), .serialized, .sharedBrowser,
       .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"))
struct WebBoardIPadTests {
    /// The suite's browser.
    static var browser: WebDriverSession { get throws { try #require(SharedBrowser.session) } }
}
