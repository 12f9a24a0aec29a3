import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keeping a connection for the next request (HTTP/1.1 keep-alive), and moving its deadlines.
extension SocketConnection {
    /// Readies a kept connection for the next exchange, bounded by `bounds` from now.
    func begin(bounds: ExchangeBounds, isCancelled: @escaping @Sendable () -> Bool) {
        let start = ContinuousClock.now
        deadline = start.advanced(by: bounds.firstByte)
        wholeDeadline = start.advanced(by: bounds.whole)
        self.isCancelled = isCancelled
        receivedAny = false
        sentAny = false
    }

    /// Moves the deadline (a watch waits without one once it is in place).
    func extend(until deadline: ContinuousClock.Instant) {
        self.deadline = deadline
        wholeDeadline = nil
    }

    /// Whether the connection may carry another request once `head`'s answer was read whole: the member
    /// keeps it open, the answer's end was announced (by a length or chunks, not by closing), and nothing
    /// more came.
    func isReusable(after head: Head) -> Bool {
        !head.closes && (head.contentLength != nil || head.isChunked) && buffer.isEmpty
    }

    /// Whether an idle connection is still open: the member neither closed it nor sent anything (on an
    /// idle connection, anything is a goodbye, a TLS close_notify say). A peek on the non-blocking
    /// socket: nothing is consumed or waited for.
    func isOpenAndIdle() -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK)) < 0 && errno == EAGAIN
    }

    /// Whether the TLS handshake resumed a saved session.
    var resumed: Bool { channel?.resumed ?? false }

    /// The TLS session to save for the next process, once the member made it resumable.
    func resumableSession() -> [UInt8]? {
        channel?.resumableSession()
    }

    /// Lets the connection close without a TLS goodbye (see ``TLSChannel/abandon()``).
    func abandon() {
        channel?.abandon()
    }
}
