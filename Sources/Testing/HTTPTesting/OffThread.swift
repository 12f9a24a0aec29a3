import Foundation

/// Runs blocking work (a socket read, a child process) on a thread of its own, so that it never holds
/// one of the few threads of the cooperative pool, which the server under test needs to answer it.
public func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
