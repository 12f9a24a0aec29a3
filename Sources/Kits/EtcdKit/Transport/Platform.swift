#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The socket calls whose spelling differs between Darwin and Linux, each written for both: Darwin's
/// `socket` takes no flags (so non-blocking and close-on-exec are set with `fcntl`) and it has no
/// `MSG_NOSIGNAL` (so a socket is marked `SO_NOSIGPIPE` instead); Glibc imports the socket types as
/// enums (hence `.rawValue`).
enum Platform {
    #if canImport(Darwin)
    /// A TCP socket's type, as `addrinfo.ai_socktype` holds it.
    static let streamType = SOCK_STREAM

    /// A socket that never blocks, closes on exec and never raises SIGPIPE; -1 when it cannot be made.
    static func nonBlockingSocket(_ family: Int32, _ type: Int32, _ proto: Int32) -> Int32 {
        let descriptor = socket(family, type, proto)
        guard descriptor >= 0 else { return -1 }
        var on: Int32 = 1
        guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0, fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0,
              setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// The C library's `connect`.
    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
        Darwin.connect(descriptor, address, length)
    }

    /// The C library's `send`; the socket itself never raises SIGPIPE (`SO_NOSIGPIPE`).
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        Darwin.send(descriptor, bytes, count, 0)
    }
    #elseif canImport(Glibc)
    /// A TCP socket's type, as `addrinfo.ai_socktype` holds it.
    static let streamType = Int32(SOCK_STREAM.rawValue)

    /// A socket that never blocks and closes on exec; -1 when it cannot be made.
    static func nonBlockingSocket(_ family: Int32, _ type: Int32, _ proto: Int32) -> Int32 {
        socket(family, type | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), proto)
    }

    /// The C library's `connect`.
    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
        Glibc.connect(descriptor, address, length)
    }

    /// The C library's `send`, told not to raise SIGPIPE when the member has closed the connection.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    }
    #endif
}
