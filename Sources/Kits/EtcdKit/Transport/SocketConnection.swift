import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One TCP connection to one member, speaking just enough HTTP/1.1 for the etcd gateway: a POST out,
/// a status, headers, and a body with a length, in chunks (with trailers), or up to the close. The
/// bytes go straight through the socket (`etcd://`) or through a ``TLSChannel`` (`etcds://`); the HTTP
/// above is the same.
///
/// Every wait is a `poll` bounded by the deadline and by ``isCancelled``, and every byte read counts
/// against a limit, so a silent, slow or flooding server costs an ``ExchangeFailure``, never a hang.
/// Not thread-safe: one exchange uses it from one thread.
final class SocketConnection {
    /// The head of an answer.
    struct Head {
        let status: Int
        let contentLength: Int?
        let isChunked: Bool
        /// Whether the member closes the connection after this answer (`Connection: close`, HTTP/1.0).
        let closes: Bool
    }

    /// The most bytes of status line and headers accepted.
    static let headLimit = 64 << 10

    /// How a connection speaks to its member.
    enum Security {
        /// Plain HTTP (`etcd://`).
        case plain
        /// HTTP in TLS, the member verified against this trust (`etcds://`).
        case tls(EtcdTrust)
        /// A TLS handshake that verifies nothing, only to learn whether the member speaks TLS: nothing
        /// is sent on it.
        case probe
    }

    let descriptor: Int32
    /// The TLS session, on a secure connection; `nil` reads and writes the socket itself.
    private(set) var channel: TLSChannel?
    /// Bytes read and not yet taken: empty between a whole answer and the next request.
    private(set) var buffer: [UInt8] = []
    /// Whether any byte of the current answer came back: a member that closes a plain connection
    /// unanswered may speak TLS, and a kept connection that broke before may be tried again.
    var receivedAny = false
    /// Whether any byte of the current request went out (the kernel took it).
    var sentAny = false
    /// The current deadline: the first-byte bound until a byte of the answer came, then the whole one.
    var deadline: ContinuousClock.Instant
    /// The deadline for the rest of the answer, once its first byte came.
    var wholeDeadline: ContinuousClock.Instant?
    var isCancelled: @Sendable () -> Bool
    /// Whether this connection's TLS session was saved for the next process.
    var sessionSaved = false

    /// Connects to `endpoint` within `bounds.connect` (and, with TLS, completes the handshake within
    /// `bounds.firstByte`, offering the saved session `resuming` if given); a failure here means nothing was sent.
    init(
        to endpoint: EtcdEndpoint, security: Security = .plain, resuming saved: [UInt8]? = nil, bounds: ExchangeBounds,
        isCancelled: @escaping @Sendable () -> Bool
    ) throws(ExchangeFailure) {
        let start = ContinuousClock.now
        let descriptor = try Self.connect(to: endpoint, start.advanced(by: bounds.connect), within: bounds.connect, isCancelled)
        do throws(ExchangeFailure) {
            let handshake = start.advanced(by: bounds.handshake)
            let wait = { (events: Int16) in Self.wait(descriptor, for: events, until: handshake, isCancelled) }
            switch security {
            case .plain: channel = nil
            case .tls(let trust): channel = try TLSChannel(descriptor: descriptor, host: endpoint.host, trust: trust, resuming: saved, wait: wait)
            case .probe: channel = try TLSChannel(descriptor: descriptor, host: endpoint.host, trust: nil, wait: wait)
            }
        } catch .timedOut {
            close(descriptor)
            throw .notConnected("no TLS handshake within \(Self.text(bounds.handshake))", timedOut: true)
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        deadline = start.advanced(by: bounds.firstByte)
        wholeDeadline = start.advanced(by: bounds.whole)
        self.isCancelled = isCancelled
    }

    deinit {
        channel = nil  // its goodbye goes out before the socket closes
        close(descriptor)
    }

    /// Sends `POST path` with `body` and `headers`, asking the server to close after answering unless
    /// `keepAlive` (the connection is then kept for the next request).
    func post(_ path: String, host: String, body: Data, headers: [String: String], keepAlive: Bool = false) throws(ExchangeFailure) {
        var head = "POST \(path) HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
        if !keepAlive { head += "Connection: close\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        try send(Array((head + "\r\n").utf8) + Array(body))
    }

    private func send(_ bytes: [UInt8]) throws(ExchangeFailure) {
        var offset = 0
        while offset < bytes.count {
            switch bytes[offset...].withUnsafeBytes(write) {
            case .moved(let count):
                offset += count
                sentAny = true
            case .wait(let events): guard Self.wait(descriptor, for: events, until: deadline, isCancelled) else { throw .timedOut }
            case .ended, .failed: throw .connectionLost
            }
        }
    }

    /// Reads more bytes into the buffer; false at the end of the stream.
    private func fill() throws(ExchangeFailure) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            switch chunk.withUnsafeMutableBytes(read) {
            case .moved(let count):
                buffer.append(contentsOf: chunk[..<count])
                receivedAny = true
                if let wholeDeadline {  // the answer began: the member is alive, and the rest may take longer
                    deadline = wholeDeadline
                    self.wholeDeadline = nil
                }
                return true
            case .ended: return false
            case .wait(let events): guard Self.wait(descriptor, for: events, until: deadline, isCancelled) else { throw .timedOut }
            case .failed: throw .connectionLost
            }
        }
    }

    /// One write, through TLS or straight to the socket.
    private func write(_ bytes: UnsafeRawBufferPointer) -> ChannelStep {
        if let channel { return channel.write(bytes) }
        let sent = Platform.send(descriptor, bytes.baseAddress, bytes.count)
        if sent > 0 { return .moved(sent) }
        return sent < 0 && (errno == EAGAIN || errno == EINTR) ? .wait(Int16(POLLOUT)) : .failed
    }

    /// One read, through TLS or straight from the socket.
    private func read(_ bytes: UnsafeMutableRawBufferPointer) -> ChannelStep {
        if let channel { return channel.read(into: bytes) }
        let count = recv(descriptor, bytes.baseAddress, bytes.count, 0)
        if count > 0 { return .moved(count) }
        if count == 0 { return .ended }
        return errno == EAGAIN || errno == EINTR ? .wait(Int16(POLLIN)) : .failed
    }

    /// One line ending in CRLF (or LF), without it, at most `limit` bytes.
    private func line(limit: Int) throws(ExchangeFailure) -> String {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var bytes = buffer[..<newline]
                if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
                buffer.removeSubrange(...newline)
                return String(decoding: bytes, as: UTF8.self)
            }
            guard buffer.count <= limit else { throw .notHTTP("a header line too long") }
            guard try fill() else { throw receivedAny ? .connectionLost : .closedUnanswered }
        }
    }

    /// Reads the status line and headers of the answer, skipping a few interim (1xx) ones.
    func readHead() throws(ExchangeFailure) -> Head {
        for _ in 0..<8 {
            let head = try readOneHead()
            if !(100..<200).contains(head.status) { return head }
        }
        throw .notHTTP("too many interim answers")
    }

    private func readOneHead() throws(ExchangeFailure) -> Head {
        let statusLine = try line(limit: Self.headLimit)
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]) else {
            throw .notHTTP("not an HTTP status line")
        }
        var contentLength: Int?
        var isChunked = false
        var closes = parts[0] == "HTTP/1.0"
        var headBytes = statusLine.utf8.count
        while true {
            let header = try line(limit: Self.headLimit)
            headBytes += header.utf8.count
            guard headBytes <= Self.headLimit else { throw .notHTTP("headers too long") }
            if header.isEmpty { break }
            guard let colon = header.firstIndex(of: ":") else { throw .notHTTP("a malformed header") }
            let name = header[..<colon].lowercased()
            let value = header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let length = Int(value), length >= 0 else { throw .notHTTP("a malformed Content-Length") }
                contentLength = length
            } else if name == "transfer-encoding" {
                isChunked = value.lowercased().contains("chunked")
            } else if name == "connection" {
                closes = value.lowercased().contains("close") || (closes && !value.lowercased().contains("keep-alive"))
            }
        }
        return Head(status: status, contentLength: isChunked ? nil : contentLength, isChunked: isChunked, closes: closes)
    }

    /// Reads the body `head` announces, handing it over piece by piece to `deliver` (which returns
    /// whether to go on), refusing more than `limit` bytes in all when `limit` is given.
    func readBody(of head: Head, limit: Int?, _ deliver: (Data) -> Bool) throws(ExchangeFailure) {
        var total = 0
        func hand(_ count: Int) throws(ExchangeFailure) -> Bool {
            total += count
            if let limit, total > limit { throw .tooLarge }
            let piece = Data(buffer[..<count])
            buffer.removeSubrange(..<count)
            return deliver(piece)
        }
        /// Hands over the next `length` bytes; false when `deliver` wants no more.
        func pass(_ length: Int) throws(ExchangeFailure) -> Bool {
            var left = length
            while left > 0 {
                if buffer.isEmpty { guard try fill() else { throw .connectionLost } }
                let count = min(left, buffer.count)
                left -= count
                guard try hand(count) else { return false }
            }
            return true
        }
        if let length = head.contentLength {
            if let limit, length > limit { throw .tooLarge }
            _ = try pass(length)
        } else if head.isChunked {
            while true {
                let sizeLine = try line(limit: 1024)
                guard let size = Int(sizeLine.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                    throw .notHTTP("a malformed chunk size")
                }
                if size == 0 {
                    while try !line(limit: Self.headLimit).isEmpty {}  // trailers, up to the blank line
                    return
                }
                if let limit, size > limit - total { throw .tooLarge }  // no overflow, whatever size a server claims
                guard try pass(size) else { return }
                guard try line(limit: 2).isEmpty else { throw .notHTTP("a chunk without its CRLF") }
            }
        } else {
            while true {  // no length: the body ends when the server closes
                if buffer.isEmpty { guard try fill() else { return } }
                guard try hand(buffer.count) else { return }
            }
        }
    }
}
