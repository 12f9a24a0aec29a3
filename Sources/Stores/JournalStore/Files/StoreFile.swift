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
/// by rename, or appends that are fsynced (and rolled back if they fail part-way).
///
/// Every operation opens the store directory and checks it on that descriptor
/// (``StoreDirectory/openChecked()``), then reaches the file by name relative to it, only as a regular
/// file and never through a link (``SystemCall/openStoreFile(_:in:path:_:writing:)``). A new kind of
/// store file gets the same protection by being one of these.
struct StoreFile: Sendable {
    /// The file's name inside the directory.
    let name: String
    /// The full path, which is also how errors name the file.
    let path: String
    let directory: StoreDirectory

    /// The file's identity, or `nil` when it does not exist.
    func identity() throws(StorageError) -> FileIdentity? {
        guard let folder = try directory.openChecked() else { return nil }
        defer { close(folder) }
        return try FileIdentity.of(name, in: folder, path: path)
    }

    /// Its bytes from `offset` on (at most `limit` of them), or `nil` when the file does not exist.
    func read(from offset: Int = 0, limit: Int = .max) throws(StorageError) -> Data? {
        try bytes(from: offset, limit: limit).map { Data($0) }
    }

    /// Its bytes as ``read(from:limit:)`` gives them, in the array they were read into (no copy).
    func bytes(from offset: Int = 0, limit: Int = .max) throws(StorageError) -> [UInt8]? {
        guard let file = try ReadOnlyFile(self) else { return nil }
        return try file.read(at: offset, count: limit)
    }

    /// Replaces the whole file: the bytes go to a temporary file in the same directory, which is fsynced
    /// and renamed over this one, and then the directory is fsynced. A reader sees the old file or the
    /// new one, never a mix, and a crash leaves at worst a temporary file that is ignored.
    func replace(with data: [UInt8]) throws(StorageError) {
        try replace(withParts: [data])
    }

    /// Replaces the whole file, as ``replace(with:)``, with `parts` written one after another.
    func replace(withParts parts: [[UInt8]]) throws(StorageError) {
        let folder = try openDirectoryForWriting()
        defer { close(folder) }
        let temporary = directory.temporaryName(for: name)
        let temporaryPath = directory.path + "/" + temporary
        // O_EXCL: a name planted in the store (even a link) makes this fail rather than write through it.
        guard let descriptor = try SystemCall.openStoreFile(temporary, in: folder, path: temporaryPath, O_WRONLY | O_CREAT | O_EXCL, writing: true)?.descriptor else {
            throw .notWritable(path: temporaryPath, reason: "it could not be created")
        }
        do {
            for part in parts { try Self.writeAll(part, to: descriptor, path: temporaryPath) }
            try SystemCall.check(temporaryPath, writing: true) { SystemCall.flush(descriptor) }
            close(descriptor)
            try SystemCall.check(path, writing: true) { renameat(folder, temporary, folder, name) }
        } catch {
            close(descriptor)
            unlinkat(folder, temporary, 0)
            throw error
        }
        try directory.sync(folder)
    }

    /// Renames the file over `other`, in the same directory, and fsyncs the directory: `other` is then
    /// this file, or still the one it was. Call it only while holding the store's lock.
    func rename(over other: StoreFile) throws(StorageError) {
        let folder = try openDirectoryForWriting()
        defer { close(folder) }
        try SystemCall.check(other.path, writing: true) { renameat(folder, name, folder, other.name) }
        try directory.sync(folder)
    }

    /// Appends `data` after `size` bytes and fsyncs it, so the change is on disk before it is reported
    /// done. If the write fails part-way (disk full, file too large), the file is cut back to `size`:
    /// those bytes were never acknowledged. Call it only while holding the store's lock.
    func append(_ data: [UInt8], after size: Int) throws(StorageError) {
        let descriptor = try openExisting(O_WRONLY | O_APPEND)
        defer { close(descriptor) }
        do {
            try Self.writeAll(data, to: descriptor, path: path)
            try SystemCall.check(path, writing: true) { SystemCall.flush(descriptor) }
        } catch {
            _ = ftruncate(descriptor, off_t(size))
            _ = SystemCall.flush(descriptor)
            throw error
        }
    }

    /// Cuts the file to `size` bytes and fsyncs it. Only for a torn tail, under the store's lock.
    func truncate(to size: Int) throws(StorageError) {
        let descriptor = try openExisting(O_WRONLY)
        defer { close(descriptor) }
        try SystemCall.check(path, writing: true) { ftruncate(descriptor, off_t(size)) }
        try SystemCall.check(path, writing: true) { SystemCall.flush(descriptor) }
    }

    private func openDirectoryForWriting() throws(StorageError) -> Int32 {
        guard let folder = try directory.openChecked() else { throw .notWritable(path: directory.path, reason: "it does not exist") }
        return folder
    }

    private func openExisting(_ flags: Int32) throws(StorageError) -> Int32 {
        let folder = try openDirectoryForWriting()
        defer { close(folder) }
        guard let descriptor = try SystemCall.openStoreFile(name, in: folder, path: path, flags, writing: true)?.descriptor else {
            throw .io(path: path, reason: "it vanished")
        }
        return descriptor
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
