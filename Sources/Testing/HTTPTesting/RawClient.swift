#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Synchronization

/// A bare TCP client for what URLSession won't do: send exactly these bytes, send them slowly, hold a
/// connection open, see the server close it. Its blocking calls run off the cooperative threads.
public final class RawClient: Sendable {
    /// The socket, closed only when the client goes: each call holds the client, so its number cannot be
    /// given to another test's socket while a read or a write on another thread still uses it.
    private let descriptor: Int32
    /// Whether ``close()`` has shut the connection down.
    private let isClosed = Mutex(false)

    /// A client on a connected socket, whose reads and writes give up after `readTimeout` seconds (a
    /// connection ``RawListener`` accepted, or one ``connectNow(port:host:readTimeout:)`` made).
    init(descriptor: Int32, readTimeout: Int) {
        self.descriptor = descriptor
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)  // an accepted socket does not inherit it from its listener
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit {
        Self.systemClose(descriptor)
    }

    /// Connects to `host`:`port` (a numeric IPv4 loopback address: tests never leave the machine) and
    /// sends `first`, on one thread: a test task the busy suite leaves waiting for a thread cannot make
    /// the server wait for a request it is about to send. Each read, and each write a server never
    /// drains, gives up after `readTimeout` seconds, so a broken server fails a test rather than hangs it.
    public static func connect(port: Int, host: String = "127.0.0.1", readTimeout: Int = 60, sending first: String? = nil) async throws -> RawClient {
        try await offThread {
            let client = try connectNow(port: port, host: host, readTimeout: readTimeout)
            if let first, !client.sendNow(Array(first.utf8)) { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return client
        }
    }

    /// ``connect(port:host:readTimeout:sending:)`` on the calling thread, sending nothing: for a caller
    /// that runs on a thread of its own and blocks there (a benchmark's client, which must not hand each
    /// call to another thread).
    public static func connectNow(port: Int, host: String, readTimeout: Int) throws -> RawClient {
        let descriptor = Self.streamSocket()
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Self.systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            Self.systemClose(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        return RawClient(descriptor: descriptor, readTimeout: readTimeout)
    }

    /// Sends `bytes` on the calling thread; whether all went (a connection the server closed refuses them).
    public func sendNow(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Self.systemSend(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Waits on the calling thread for what the server sends next, up to `buffer`'s size; the count
    /// read, 0 once the server has closed the connection (or the read timeout passed).
    public func receiveNow(into buffer: inout [UInt8]) -> Int {
        max(0, buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) })
    }

    /// Waits on the calling thread for one whole request, as a stand-in server reads it: its head (up to
    /// the blank line) and its `Content-Length` body; nil if the connection ended first.
    public func receiveRequestNow() -> (head: String, body: [UInt8])? {
        var received: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 16 << 10)
        func receiveMore() -> Bool {
            let count = receiveNow(into: &buffer)
            received += buffer[..<max(count, 0)]
            return count > 0
        }
        var blankLine = received.firstRange(of: Array("\r\n\r\n".utf8))
        while blankLine == nil {
            guard receiveMore() else { return nil }
            blankLine = received.firstRange(of: Array("\r\n\r\n".utf8))
        }
        let end = blankLine!
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
        let length = head.lowercased().split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        while received.count - end.upperBound < length {
            guard receiveMore() else { return nil }
        }
        return (head, Array(received[end.upperBound...].prefix(length)))
    }

    /// Sends `text` as UTF-8.
    public func send(_ text: String) async throws {
        let bytes = Array(text.utf8)
        try await offThread { [self] in
            guard sendNow(bytes) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    }

    /// Everything the server sends until it closes the connection (or reading fails).
    public func readUntilClosed() async throws -> String {
        try await offThread { [self] in
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count <= 0 { break }
                received += buffer[..<count]
            }
            return String(decoding: received, as: UTF8.self)
        }
    }

    /// Whether the server has sent something not yet read, or closed the connection: a client that
    /// trickles its request stops once it has, so it never writes into a closed connection.
    public var hasHeardFromServer: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    /// Reads one response whose body has a `Content-Length` (none: empty), and nothing after it.
    public func readResponse() async throws -> RawResponse {
        try await offThread { [self] in
            var received: [UInt8] = []
            var byte: UInt8 = 0
            // Byte by byte, so nothing of a following response is consumed.
            while !received.ends(with: Array("\r\n\r\n".utf8)) {
                guard recv(descriptor, &byte, 1, 0) == 1 else { throw RawResponse.Incomplete(received: received) }
                received.append(byte)
            }
            let head = String(decoding: received, as: UTF8.self)
            let lines = head.components(separatedBy: "\r\n")
            let status = Int(lines[0].split(separator: " ")[1]) ?? 0
            var headers: [String: String] = [:]
            for line in lines.dropFirst() where line.contains(":") {
                let parts = line.split(separator: ":", maxSplits: 1)
                headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
            }
            var body = [UInt8](repeating: 0, count: Int(headers["content-length"] ?? "0") ?? 0)
            var filled = 0
            while filled < body.count {
                let count = body[filled...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { throw RawResponse.Incomplete(received: received + body[..<filled]) }
                filled += count
            }
            return RawResponse(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
        }
    }

    /// Closes the connection: the server sees it end, and reads and writes fail from now on (the
    /// descriptor itself is released with the client).
    public func close() {
        let isFirst = isClosed.withLock { isClosed in
            defer { isClosed = true }
            return !isClosed
        }
        if isFirst { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    // The socket calls whose spelling differs (Darwin's socket types are plain Int32s and it has no
    // MSG_NOSIGNAL; the methods of the same names hide the C functions).
    #if canImport(Darwin)
    static func streamSocket() -> Int32 {
        socket(AF_INET, SOCK_STREAM, 0)
    }
    private static func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        Darwin.connect(descriptor, address, length)
    }
    private static func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        Darwin.send(descriptor, bytes, count, 0)
    }
    static func systemClose(_ descriptor: Int32) {
        _ = Darwin.close(descriptor)
    }
    #elseif canImport(Glibc)
    static func streamSocket() -> Int32 {
        socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    }
    private static func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        Glibc.connect(descriptor, address, length)
    }
    private static func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    }
    static func systemClose(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }
    #endif
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
