import Dispatch

/// Runs blocking file work (reads, fsync, waiting for a `flock`) off Swift's cooperative pool, so that a
/// slow disk or a busy lock never parks one of its few threads.
enum BlockingIO {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            // A new serial queue per call is "overcommit": it gets a thread even when others are blocked.
            // One shared concurrent queue is only as wide as the CPU count, so writers waiting for the
            // lock could take every thread and starve the lock's holder until the wait times out.
            DispatchQueue(label: "ProjectManager.Data.BlockingIO").async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
