#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain
import Foundation

/// An exclusive `flock` on a file beside the outbox, held around each read-modify-write (and, on
/// another file, around a whole sync). The kernel drops it when the process dies, so a killed sync
/// never blocks the next one.
final class OutboxLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Waits up to `wait` for the lock on `path` (`.zero`: takes it only if free, else `nil`).
    static func acquire(_ path: String, wait: Duration) throws(StorageError) -> OutboxLock? {
        let directory = (path as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw .notWritable(path: directory, reason: error.localizedDescription)
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutboxFile.error(errno, path) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EINTR || code == EWOULDBLOCK else {
                close(descriptor)
                throw OutboxFile.error(code, path)
            }
            guard clock.now < deadline else {
                close(descriptor)
                if wait == .zero { return nil }
                throw .busy(lockFile: path)
            }
            usleep(2_000) // another process holds it for one small write
        }
        return OutboxLock(descriptor: descriptor)
    }

    /// Releases the lock.
    func release() { close(descriptor) }
}
