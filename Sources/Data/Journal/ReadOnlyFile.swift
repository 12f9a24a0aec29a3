#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain

/// A store file opened once for reading by offset: every read of one operation goes to the same file,
/// even if a compaction renames a new one over its name meanwhile.
final class ReadOnlyFile: Sendable {
    let path: String
    /// Its size when it was opened.
    let size: Int
    private let descriptor: Int32

    /// Opens `file` the way every store file is opened (inside its checked directory, never through a
    /// link, only if it is a regular file); `nil` when there is no such file.
    init?(_ file: StoreFile) throws(StorageError) {
        guard let folder = try file.directory.openChecked() else { return nil }
        defer { close(folder) }
        guard let descriptor = try SystemCall.openStoreFile(file.name, in: folder, path: file.path, O_RDONLY, writing: false) else {
            return nil
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw SystemCall.error(code, path: file.path, writing: false)
        }
        self.path = file.path
        self.size = Int(info.st_size)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    func read(at offset: Int, count: Int) throws(StorageError) -> [UInt8] {
        let count = max(0, min(count, size - offset))
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw SystemCall.error(errno, path: path, writing: false)
            }
            if got == 0 { break }
            done += got
        }
        if done < count { bytes.removeLast(count - done) }
        return bytes
    }
}
