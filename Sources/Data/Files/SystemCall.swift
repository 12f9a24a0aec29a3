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

    /// The error for `code`: no permission, a read-only file system and a full disk or file-size limit
    /// mean the store is not writable; anything else is a plain I/O failure.
    static func error(_ code: Int32, path: String, writing: Bool) -> StorageError {
        let reason = String(cString: strerror(code))
        switch code {
        case EACCES, EPERM, EROFS, ENOSPC, EFBIG, EDQUOT: return .notWritable(path: path, reason: reason)
        default: return writing ? .notWritable(path: path, reason: reason) : .io(path: path, reason: reason)
        }
    }
}
