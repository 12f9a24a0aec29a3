#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Synchronization

/// A listening socket on a free loopback port whose connections come as ``RawClient``s: for a test's
/// stand-in server that answers on threads of its own, so a run that keeps the cooperative threads
/// busy cannot hold it up.
public final class RawListener: Sendable {
    /// The port it listens on (127.0.0.1).
    public let port: Int
    private let descriptor: Int32
    private let isStopped = Mutex(false)

    /// Listens on a free loopback port.
    public init() throws {
        let descriptor = RawClient.streamSocket()
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 && listen(descriptor, 64) == 0
            }
        }
        guard descriptor >= 0, listening else {
            if descriptor >= 0 { RawClient.systemClose(descriptor) }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        RawClient.systemClose(descriptor)
    }

    /// Waits on the calling thread for the next connection, whose reads give up after `readTimeout`
    /// seconds; `nil` once ``stop()`` was called.
    public func acceptNow(readTimeout: Int = 60) -> RawClient? {
        while true {
            let connection = accept(descriptor, nil, nil)
            if connection >= 0 { return RawClient(descriptor: connection, readTimeout: readTimeout) }
            if errno != EINTR || isStopped.withLock({ $0 }) { return nil }
        }
    }

    /// Stops listening: a thread waiting in ``acceptNow(readTimeout:)`` gets `nil`. The socket itself is
    /// closed with the listener, so its number cannot go to another test's socket while that thread waits.
    public func stop() {
        isStopped.withLock { $0 = true }
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }
}
