#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension SystemCall {
    /// Flushes `descriptor` to the medium, as `fsync` returns (0, or -1 with `errno` set): on Apple's
    /// systems `fsync` leaves the data in the drive's cache and `F_FULLFSYNC` is what empties it; where
    /// the file system refuses that, `fsync` is the most there is.
    static func flush(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }
}
