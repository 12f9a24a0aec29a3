#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain

/// Turns a failed system call into a ``Domain/StorageError``, so nothing but `StorageError` leaves Data.
enum SystemCall {
    /// Retries on `EINTR`; throws the mapped error when the call returns -1.
    @discardableResult
    static func check<Result: BinaryInteger>(
        _ path: String, writing: Bool, _ call: () -> Result
    ) throws(StorageError) -> Result {
        while true {
            let result = call()
            if result != -1 { return result }
            if errno == EINTR { continue }
            throw error(errno, path: path, writing: writing)
        }
    }

    /// Opens a file of the store the only way one is ever opened: by its `name` inside the already opened
    /// (and checked) store directory `folder`, never through a symbolic link (a link planted in the store
    /// could make a write land outside it), never waiting on a FIFO, and only if it is a regular file.
    ///
    /// - Parameter path: the file's full path, for messages.
    /// - Returns: the descriptor and the file's `stat` (taken to check it), or `nil` when the file does not
    ///   exist and `flags` do not create it.
    static func openStoreFile(
        _ name: String, in folder: Int32, path: String, _ flags: Int32, writing: Bool
    ) throws(StorageError) -> (descriptor: Int32, info: stat)? {
        let descriptor = openat(folder, name, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT, flags & O_CREAT == 0 { return nil }
            if code == EINTR { return try openStoreFile(name, in: folder, path: path, flags, writing: writing) }
            // With O_NOFOLLOW, ELOOP says the name itself is a symbolic link.
            if code == ELOOP { throw irregular(path, kind: "a symbolic link") }
            throw error(code, path: path, writing: writing)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw error(code, path: path, writing: writing)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw irregular(path, kind: kind(of: info.st_mode))
        }
        return (descriptor, info)
    }

    /// The error for a store file that is not a regular file (a link, a FIFO...): refused before it is used.
    static func irregular(_ path: String, kind: String) -> StorageError {
        .io(path: path, reason: "it is \(kind), not a regular file; store files are never followed or waited on")
    }

    /// What kind of file a `st_mode` describes, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a named pipe"
        case S_IFDIR: "a directory"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a regular file"
        }
    }

    /// The error for `code`: no permission means the store is not readable or not writable, whichever
    /// was tried; a read-only file system and a full disk or file-size limit mean it is not writable;
    /// anything else is a plain I/O failure.
    static func error(_ code: Int32, path: String, writing: Bool) -> StorageError {
        let reason = String(cString: strerror(code))
        switch code {
        case EACCES where !writing, EPERM where !writing: return .notReadable(path: path, reason: reason)
        case EACCES, EPERM, EROFS, ENOSPC, EFBIG, EDQUOT: return .notWritable(path: path, reason: reason)
        default: return writing ? .notWritable(path: path, reason: reason) : .io(path: path, reason: reason)
        }
    }
}
