import Dispatch
import Synchronization

/// Where a file store does its blocking work: reads, fsync, waiting for another process's `flock`.
///
/// A process that does other things while a change waits for the disk (a board on screen, a server)
/// runs that work on a thread of its own (``ownThread``), so that a slow disk or a busy lock never parks
/// one of Swift's few cooperative threads. A process that runs one command and exits has nothing else to
/// do meanwhile: it waits on the thread it runs on (``callersThread``), since starting a thread (and
/// Dispatch's pool with it) costs it more than most of its waits.
public struct BlockingIO: Sendable {
    /// Off Swift's cooperative pool, on a thread that is there for this work.
    public static let ownThread = BlockingIO(inline: false)
    /// On the caller's thread: for a process that runs one command and exits, one change at a time.
    public static let callersThread = BlockingIO(inline: true)

    private let inline: Bool

    func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        if inline { return try work() }
        // The queue lets go of `work` before the caller resumes, so a caller may hand it a closure
        // that only `withoutActuallyEscaping` made escaping.
        let job = Mutex<(@Sendable () throws -> Value)?>(work)
        return try await withCheckedThrowingContinuation { continuation in
            // A new serial queue per call is "overcommit": it gets a thread even when others are blocked.
            // One shared concurrent queue is only as wide as the CPU count, so writers waiting for the
            // lock could take every thread and starve the lock's holder until the wait times out.
            DispatchQueue(label: "ProjectManager.Data.BlockingIO").async {
                let result = Result { try job.withLock { work in defer { work = nil }; return work! }() }
                continuation.resume(with: result)
            }
        }
    }
}
