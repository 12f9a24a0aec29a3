import HTTPTesting
import Testing

/// One headless Chromium for a whole suite: starting one takes seconds, and the tests of a suite can take
/// turns with it (each opens its own server, on its own port, so nothing carries over between them).
/// The suites take turns too: a Chromium each at once starved the rest of the run on a two-core machine.
struct SharedBrowser: SuiteTrait, TestScoping {
    @TaskLocal static var session: WebDriverSession?

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await BrowserTurn.shared.take()
        do {
            let session = try await WebDriverSession.start(width: 1024, height: 768)
            do {
                try await Self.$session.withValue(session) { try await function() }
            } catch {
                await session.quit()
                throw error
            }
            await session.quit()
        } catch {
            await BrowserTurn.shared.pass()
            throw error
        }
        await BrowserTurn.shared.pass()
    }
}

/// Whose turn it is to run a Chromium: one suite at a time, the others waiting in order.
actor BrowserTurn {
    static let shared = BrowserTurn()
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func pass() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }
}

extension Trait where Self == SharedBrowser {
    /// Runs the suite's tests one at a time in one headless Chromium (``SharedBrowser/session``), one such
    /// suite at a time.
    static var sharedBrowser: Self { SharedBrowser() }
}
