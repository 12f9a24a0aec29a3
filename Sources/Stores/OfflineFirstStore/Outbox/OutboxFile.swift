#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain
import Foundation

/// The outbox's bytes on disk: a first line naming the format, the checksum and the length of the
/// document that follows, so every byte read is checked; written whole beside the file, flushed and
/// renamed over it, so a reader sees the old file or the new one, never a part.
struct OutboxFile: Sendable {
    static let magic = "project-manager-outbox"
    let path: String

    /// The document's bytes, `nil` when there is no file; ``Domain/StorageError/corrupt(file:reason:)``
    /// when the bytes do not check.
    func read() throws(StorageError) -> [UInt8]? {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            if access(path, F_OK) != 0 && errno == ENOENT { return nil }
            throw .io(path: path, reason: error.localizedDescription)
        }
        let bytes = [UInt8](data)
        guard let newline = bytes.firstIndex(of: 0x0A) else { throw .corrupt(file: path, reason: "no header line") }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        let body = Array(bytes[(newline + 1)...])
        guard header.count == 3, header[0] == Self.magic, let length = Int(header[2]), let sum = UInt64(header[1], radix: 16) else {
            throw .corrupt(file: path, reason: "the header line is not an outbox's")
        }
        guard body.count == length else { throw .corrupt(file: path, reason: "\(body.count) bytes where the header says \(length)") }
        guard Self.checksum(body) == sum else { throw .corrupt(file: path, reason: "the checksum does not match") }
        return body
    }

    /// Replaces the file with `body`: written to `PATH.next`, flushed, renamed, and the directory flushed.
    func write(_ body: [UInt8]) throws(StorageError) {
        let next = path + ".next"
        let header = "\(Self.magic) \(String(Self.checksum(body), radix: 16)) \(body.count)\n"
        let bytes = Array(header.utf8) + body
        let descriptor = open(next, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.error(errno, next) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                close(descriptor)
                throw Self.error(code, next)
            }
            written += count
        }
        guard Self.flush(descriptor) == 0 else {
            let code = errno
            close(descriptor)
            throw Self.error(code, next)
        }
        close(descriptor)
        guard rename(next, path) == 0 else { throw Self.error(errno, path) }
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = Self.flush(folder)
            close(folder)
        }
    }

    /// Flushes to the medium: on Apple's systems `fsync` leaves the data in the drive's cache, and
    /// `F_FULLFSYNC` empties it.
    static func flush(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }

    /// FNV-1a, 64 bits: a torn or flipped byte changes it.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func error(_ code: Int32, _ path: String) -> StorageError {
        .notWritable(path: path, reason: String(cString: strerror(code)))
    }
}

/// `write(2)`, named apart from ``OutboxFile/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
