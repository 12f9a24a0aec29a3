import Domain
import Foundation

/// A file that is only ever replaced whole, in the one way that cannot lose it: the new bytes go to a
/// temporary file beside it, are flushed to the medium, and the temporary file is renamed over the old
/// one (then the directory is flushed, so the rename itself survives a crash). A reader sees the old
/// file or the new one, never a mix.
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

    func replace(with data: Data) throws(StorageError) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryPrefix + UUID().uuidString)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
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
        guard written, Self.flush(descriptor), close(descriptor) == 0, rename(temporary.path, path) == 0 else {
            let code = errno
            close(descriptor)
            unlink(temporary.path)
            throw Self.error(code, path: path)
        }
        let directory = open(url.deletingLastPathComponent().path, O_RDONLY)
        defer { close(directory) }
        guard directory >= 0, Self.flush(directory) else { throw Self.error(errno, path: path) }
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
    /// `F_FULLFSYNC` is what empties it.
    private static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    static func error(_ code: Int32, path: String) -> StorageError {
        let reason = String(cString: strerror(code))
        return switch code {
        case EACCES, EPERM, EROFS, ENOSPC, EDQUOT, EFBIG, ENOTDIR: .notWritable(path: path, reason: reason)
        default: .io(path: path, reason: reason)
        }
    }
}
