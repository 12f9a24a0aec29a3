import HTTPTesting
import Testing

/// One headless Chromium for a whole suite: starting one takes seconds, and the tests of a suite can take
/// turns with it (each opens its own server, on its own port, so nothing carries over between them).
struct SharedBrowser: SuiteTrait, TestScoping {
    @TaskLocal static var session: WebDriverSession?

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let session = try await WebDriverSession.start(width: 1024, height: 768)
        do {
            try await Self.$session.withValue(session) { try await function() }
        } catch {
            await session.quit()
            throw error
        }
        await session.quit()
    }
}

extension Trait where Self == SharedBrowser {
    /// Runs the suite's tests one at a time in one headless Chromium (``SharedBrowser/session``).
    static var sharedBrowser: Self { SharedBrowser() }
}
