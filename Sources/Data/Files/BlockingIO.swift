import Dispatch

/// Runs blocking file work (reads, fsync, waiting for a `flock`) on a dedicated queue, so that a slow
/// disk or a busy lock never parks one of the few threads of Swift's cooperative pool.
enum BlockingIO {
    private static let queue = DispatchQueue(label: "ProjectManager.Data.BlockingIO", attributes: .concurrent)

    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
