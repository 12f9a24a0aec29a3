#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain
import Foundation

extension StoreDirectory {
    /// Writes one byte to a fresh probe file in the directory and removes it; before the store exists,
    /// checks that the nearest existing parent would let it be created. Then opens each of `files` that
    /// exists for writing (without changing it).
    ///
    /// Permission bits alone would not do: root may write through them, a read-only mount or a full disk
    /// refuses whoever asks. Only doing what a change does says whether a change would succeed.
    func checkWritable(_ files: [StoreFile]) throws(StorageError) {
        var directory = path
        while !FileManager.default.fileExists(atPath: directory), directory != "/" {
            directory = (directory as NSString).deletingLastPathComponent
        }
        // The `.tmp-` marker: should this process die before removing it, the next writer does.
        let probe = directory + "/.probe.tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // Errors name the directory: the probe's random name would mean nothing to the user.
        let descriptor = try SystemCall.check(directory, writing: true) { open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        defer { unlink(probe) }
        var byte: UInt8 = 0x0A
        let written = write(descriptor, &byte, 1)
        let code = errno
        close(descriptor)
        if written != 1 { throw SystemCall.error(code, path: directory, writing: true) }
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            let handle = try SystemCall.check(file.path, writing: true) { open(file.path, O_WRONLY | O_CLOEXEC) }
            close(handle)
        }
    }
}
