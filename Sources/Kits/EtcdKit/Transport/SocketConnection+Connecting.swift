import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Connecting: a socket to one of a member's addresses within the connection bound, and the waits every
/// step of an exchange makes.
extension SocketConnection {
    /// A socket connected to one of `endpoint`'s addresses.
    static func connect(
        to endpoint: EtcdEndpoint, _ deadline: ContinuousClock.Instant, within bound: Duration, _ isCancelled: () -> Bool
    ) throws(ExchangeFailure) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Platform.streamType
        hints.ai_flags = AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(endpoint.host, String(endpoint.port), &hints, &found) == 0, let found else { throw .notConnected("unknown host", timedOut: false) }
        defer { freeaddrinfo(found) }
        var failure = ExchangeFailure.notConnected("no address to connect to", timedOut: false)
        var candidate: UnsafeMutablePointer<addrinfo>? = found
        while let address = candidate?.pointee {
            candidate = address.ai_next
            let descriptor = Platform.nonBlockingSocket(address.ai_family, address.ai_socktype, address.ai_protocol)
            guard descriptor >= 0 else { continue }
            var error = Platform.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 ? 0 : errno
            if error == EINPROGRESS { error = Self.finishConnect(descriptor, deadline, isCancelled) }
            if error == 0 {
                // TLS writes its handshake and the request in several small pieces: without this, each
                // waits for the member's delayed acknowledgement of the one before (tens of milliseconds).
                var on: Int32 = 1
                setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
                return descriptor
            }
            close(descriptor)
            failure = switch error {
            case ETIMEDOUT: .notConnected("no connection within \(text(bound))", timedOut: true)
            case ECONNREFUSED: .notConnected("connection refused", timedOut: false)
            default: .notConnected(String(cString: strerror(error)).lowercased(), timedOut: false)
            }
        }
        throw failure
    }

    /// `300 ms`: a bound as a person reads it.
    static func text(_ bound: Duration) -> String {
        "\(Int((bound / .milliseconds(1)).rounded())) ms"
    }

    /// Whether `endpoint` completes a TLS handshake within `bound`: asked when it closed a plain
    /// connection unanswered.
    static func speaksTLS(_ endpoint: EtcdEndpoint, within bound: Duration, isCancelled: @escaping @Sendable () -> Bool) -> Bool {
        (try? SocketConnection(to: endpoint, security: .probe, bounds: ExchangeBounds(bound), isCancelled: isCancelled)) != nil
    }

    /// 0 once the connection is made, else why not (`ETIMEDOUT` at the deadline or on cancelling).
    private static func finishConnect(_ descriptor: Int32, _ deadline: ContinuousClock.Instant, _ isCancelled: () -> Bool) -> Int32 {
        guard wait(descriptor, for: Int16(POLLOUT), until: deadline, isCancelled) else { return ETIMEDOUT }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 ? error : errno
    }

    /// Waits until `descriptor` is ready for `events`; false when the deadline passed or the caller cancelled.
    static func wait(_ descriptor: Int32, for events: Int16, until deadline: ContinuousClock.Instant, _ isCancelled: () -> Bool) -> Bool {
        while !isCancelled() {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return false }
            // Short slices, so a cancellation is noticed within a fifth of a second.
            let slice = min(remaining, .milliseconds(200))
            var poller = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&poller, 1, Int32(slice.components.seconds * 1000 + slice.components.attoseconds / 1_000_000_000_000_000 + 1))
            if ready > 0 || (ready < 0 && errno != EINTR) { return true }  // an error shows in the read or write
        }
        return false
    }
}
