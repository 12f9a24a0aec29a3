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
    /// Which file it is: a compaction's new snapshot is another inode.
    let identity: FileIdentity
    private let descriptor: Int32

    /// Opens `file` the way every store file is opened (inside its checked directory, never through a
    /// link, only if it is a regular file); `nil` when there is no such file.
    init?(_ file: StoreFile) throws(StorageError) {
        guard let folder = try file.directory.openChecked() else { return nil }
        defer { close(folder) }
        // The open checks the file with `fstat`; what it found is the file's size and identity.
        guard let (descriptor, info) = try SystemCall.openStoreFile(file.name, in: folder, path: file.path, O_RDONLY, writing: false) else {
            return nil
        }
        self.path = file.path
        self.identity = FileIdentity(info)
        self.size = identity.size
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends up to `count` bytes from `offset` to `buffer` (fewer at the end of the file); returns how
    /// many. Reading into a buffer that already has the room costs no new memory.
    func append(into buffer: inout [UInt8], at offset: Int, count: Int) throws(StorageError) -> Int {
        let count = max(0, min(count, size - offset))
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: count))
        var done = 0
        while done < count {
            let got = buffer.withUnsafeMutableBytes { bytes in
                pread(descriptor, bytes.baseAddress! + start + done, count - done, off_t(offset + done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw SystemCall.error(errno, path: path, writing: false)
            }
            if got == 0 { break }
            done += got
        }
        buffer.removeLast(count - done)
        return done
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    func read(at offset: Int, count: Int) throws(StorageError) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = try append(into: &bytes, at: offset, count: count)
        return bytes
    }
}
