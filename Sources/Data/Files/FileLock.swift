import Domain
import Foundation

/// An exclusive `flock` on the store's `lock` file, held around every read-modify-write so that two
/// processes never lose each other's changes. The kernel drops it when the process dies, so a lock
/// file left behind never blocks anyone.
struct FileLock: ~Copyable {
    private let descriptor: Int32

    /// Waits up to `wait` for the lock (a second writer waits its turn rather than fails at once), then
    /// gives up with ``Domain/StorageError/busy(lockFile:)``; a cancelled caller stops waiting at once.
    init(_ url: URL, wait: Duration) async throws {
        // Not inherited by a child process, which would otherwise hold the lock as long as it lives.
        let file = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw DurableFile.error(errno, path: url.path) }
        let deadline = ContinuousClock.now + wait
        while flock(file, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(file)
                throw DurableFile.error(code, path: url.path)
            }
            guard ContinuousClock.now < deadline else {
                close(file)
                throw StorageError.busy(lockFile: url.path)
            }
            do { try await Task.sleep(for: .milliseconds(2)) } catch {
                close(file)
                throw error
            }
        }
        descriptor = file
    }

    deinit {
        close(descriptor) // closing the file releases the lock
    }
}
