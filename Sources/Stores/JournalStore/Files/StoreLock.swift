#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain

/// An exclusive `flock` on the store's `lock` file, held around every read-modify-write so that two
/// processes (or two repositories in one process) never lose each other's changes.
///
/// The lock belongs to the open file, not to a thread, so it may be taken on one thread and released on
/// another; the kernel drops it if the process dies, so a lock file left behind never blocks anyone.
final class StoreLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Waits up to `wait` for the lock, then gives up with ``Domain/StorageError/busy(lockFile:)``.
    static func acquire(in directory: StoreDirectory, wait: Duration) throws(StorageError) -> StoreLock {
        let path = directory.path + "/lock"
        guard let folder = try directory.openChecked() else { throw .notWritable(path: directory.path, reason: "it does not exist") }
        defer { close(folder) }
        // Created if missing, but never through a link: a `lock` link planted in the store must not make
        // this create (or take) a file outside it.
        guard let descriptor = try SystemCall.openStoreFile("lock", in: folder, path: path, O_RDWR | O_CREAT, writing: true)?.descriptor else {
            throw .notWritable(path: path, reason: "it could not be created")
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: wait)
        var pause: UInt32 = 500 // microseconds, doubled up to 5 ms: short, so no waiter keeps missing its turn
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(descriptor)
                throw SystemCall.error(code, path: path, writing: true)
            }
            guard clock.now < deadline else {
                close(descriptor)
                throw .busy(lockFile: path)
            }
            usleep(pause) // runs in BlockingIO: never on the cooperative pool of a process doing more than one command
            pause = min(pause * 2, 5_000)
        }
        return StoreLock(descriptor: descriptor)
    }

    /// Releases the lock (closing the file releases it).
    func release() {
        close(descriptor)
    }
}
