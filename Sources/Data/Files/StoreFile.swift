#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain
import Foundation

/// One file of a store, read and written only in the ways that cannot lose data: whole-file replacement
/// by rename, or appends that are fsynced (and rolled back if they fail part-way). Every operation first
/// checks that the directory is safe (``StoreDirectory/checkSafe()``) and opens the file only as a
/// regular file, never through a link (``SystemCall/openStoreFile(_:_:writing:)``), so a new kind of
/// store file gets the same protection by being one of these.
struct StoreFile: Sendable {
    /// The full path, which is also how errors name the file.
    let path: String
    let directory: StoreDirectory

    /// The file's identity, or `nil` when it does not exist.
    func identity() throws(StorageError) -> FileIdentity? {
        try directory.checkSafe()
        return try FileIdentity.of(path)
    }

    /// Its bytes from `offset` on (at most `limit` of them), or `nil` when the file does not exist.
    func read(from offset: Int = 0, limit: Int = .max) throws(StorageError) -> Data? {
        try directory.checkSafe()
        guard let descriptor = try SystemCall.openStoreFile(path, O_RDONLY, writing: false) else { return nil }
        defer { close(descriptor) }
        var info = stat()
        try SystemCall.check(path, writing: false) { fstat(descriptor, &info) }
        let count = max(0, min(Int(info.st_size) - offset, limit))
        var data = Data(count: count)
        var done = 0
        while done < count {
            let got = try SystemCall.check(path, writing: false) {
                data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            }
            if got == 0 { break } // the file shrank meanwhile; what we have is all there is
            done += got
        }
        return done == count ? data : data.prefix(done)
    }

    /// Replaces the whole file: the bytes go to a temporary file in the same directory, which is fsynced
    /// and renamed over this one, and then the directory is fsynced. A reader sees the old file or the
    /// new one, never a mix, and a crash leaves at worst a temporary file that is ignored.
    func replace(with data: [UInt8]) throws(StorageError) {
        try directory.checkSafe()
        let temporary = directory.temporaryPath(for: path)
        // O_EXCL: a name planted in the store (even a link) makes this fail rather than write through it.
        guard let descriptor = try SystemCall.openStoreFile(temporary, O_WRONLY | O_CREAT | O_EXCL, writing: true) else {
            throw .notWritable(path: temporary, reason: "it could not be created")
        }
        do {
            try Self.writeAll(data, to: descriptor, path: temporary)
            try SystemCall.check(temporary, writing: true) { fsync(descriptor) }
            close(descriptor)
            try SystemCall.check(path, writing: true) { rename(temporary, path) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        try directory.sync()
    }

    /// Appends `data` after `size` bytes and fsyncs it, so the change is on disk before it is reported
    /// done. If the write fails part-way (disk full, file too large), the file is cut back to `size`:
    /// those bytes were never acknowledged. Call it only while holding the store's lock.
    func append(_ data: [UInt8], after size: Int) throws(StorageError) {
        try directory.checkSafe()
        guard let descriptor = try SystemCall.openStoreFile(path, O_WRONLY | O_APPEND, writing: true) else {
            throw .io(path: path, reason: "it vanished")
        }
        defer { close(descriptor) }
        do {
            try Self.writeAll(data, to: descriptor, path: path)
            try SystemCall.check(path, writing: true) { fsync(descriptor) }
        } catch {
            _ = ftruncate(descriptor, off_t(size))
            _ = fsync(descriptor)
            throw error
        }
    }

    /// Cuts the file to `size` bytes and fsyncs it. Only for a torn tail, under the store's lock.
    func truncate(to size: Int) throws(StorageError) {
        try directory.checkSafe()
        guard let descriptor = try SystemCall.openStoreFile(path, O_WRONLY, writing: true) else {
            throw .io(path: path, reason: "it vanished")
        }
        defer { close(descriptor) }
        try SystemCall.check(path, writing: true) { ftruncate(descriptor, off_t(size)) }
        try SystemCall.check(path, writing: true) { fsync(descriptor) }
    }

    private static func writeAll(_ data: [UInt8], to descriptor: Int32, path: String) throws(StorageError) {
        var done = 0
        while done < data.count {
            let wrote = try SystemCall.check(path, writing: true) {
                data.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, data.count - done) }
            }
            done += wrote
        }
    }
}
