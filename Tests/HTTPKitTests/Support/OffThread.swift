import Foundation

/// Runs blocking work (a socket read, a child process) on a thread of its own, so that it never holds
/// one of the few threads the server under test needs to answer it.
func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Waits, polling, until `condition` holds; fails the wait after `timeout`. For states the server reaches
/// on its own (a connection closed), not for timing.
func eventually(_ what: String, timeout: Duration = .seconds(10), _ condition: @Sendable () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw WaitTimeout(what: what) }
        try await Task.sleep(for: .milliseconds(10))
    }
}

/// A bounded wait ran out.
struct WaitTimeout: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}
