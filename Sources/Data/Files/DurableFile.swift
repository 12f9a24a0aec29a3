import Domain
import Foundation

/// A file only ever replaced whole, in the one way that cannot lose it: the new bytes go to a temporary
/// file beside it, are flushed to the medium and renamed over the old one, and then the directory is
/// flushed so the rename survives a crash. A reader sees the old file or the new one, never a mix.
struct DurableFile: Sendable {
    let url: URL

    var path: String { url.path }
    /// What the name of a temporary file starts with: one a crash left behind is removed by the next write.
    var temporaryPrefix: String { ".\(url.lastPathComponent).tmp-" }

    /// Its bytes, or `nil` when it does not exist.
    func read() throws(StorageError) -> Data? {
        do { return try Data(contentsOf: url) } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            throw .io(path: path, reason: "it cannot be read: \(error.localizedDescription)")
        }
    }

    /// Replaces the file with `data`; when anything fails, the old file stays and no temporary one is left.
    func replace(with data: Data) throws(StorageError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(temporaryPrefix + UUID().uuidString)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.error(errno, path: temporary.path) }
        let written = data.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                if count < 0 { if errno == EINTR { continue } else { return false } }
                done += count
            }
            return true
        }
        // The first failure's code; the descriptor is closed exactly once whatever happens.
        var failure: Int32? = written && Self.flush(descriptor) ? nil : errno
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary.path, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw Self.error(failure, path: path)
        }
        let directory = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard directory >= 0 else { throw Self.error(errno, path: folder.path) }
        defer { close(directory) }
        guard Self.flush(directory) else { throw Self.error(errno, path: folder.path) }
        removeLeftovers()
    }

    /// Removes temporary files a crash left behind. Call it only while holding the store's lock.
    private func removeLeftovers() {
        let folder = url.deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(temporaryPrefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Flushes to the medium: on Apple's systems `fsync` leaves the data in the drive's cache, and
    /// `F_FULLFSYNC` is what empties it (some file systems refuse it; `fsync` is then the best there is).
    private static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    /// The store's error for the system's error `code`: whatever stops a write says the store is not writable.
    static func error(_ code: Int32, path: String) -> StorageError {
        let reason = String(cString: strerror(code))
        return switch code {
        case EACCES, EPERM, EROFS, ENOSPC, EDQUOT, EFBIG, ENOTDIR: .notWritable(path: path, reason: reason)
        default: .io(path: path, reason: reason)
        }
    }
}
