import HTTPTesting

/// A browser's two connections to the web board, as bare blocking sockets on the caller's thread: one
/// keep-alive connection for requests, one for the event stream. It measures the board, not a client:
/// URLSession on Linux hands each request and each piece of a stream through threads of its own, which
/// cost more than the server's whole answer to an input.
///
/// Blocking: call it from a thread of its own (the benchmark runs its whole loop on one).
final class LoopbackClient {
    /// One socket and the bytes read from it but not yet taken.
    private final class Socket {
        private let client: RawClient
        private var pending: [UInt8] = []
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        init(port: Int) throws {
            client = try RawClient.connectNow(port: port, host: "127.0.0.1", readTimeout: 60)
        }

        func write(_ text: String) throws {
            guard client.sendNow(Array(text.utf8)) else { throw BenchmarkFailure("the server closed a connection") }
        }

        /// The bytes up to the first `separator`, which is taken too.
        func read(until separator: [UInt8]) throws -> [UInt8] {
            var from = 0
            while true {
                if let end = Self.find(separator, in: pending, from: from) {
                    defer { pending.removeSubrange(..<(end + separator.count)) }
                    return Array(pending[..<end])
                }
                from = max(0, pending.count - separator.count + 1)
                try fill()
            }
        }

        /// The next `count` bytes.
        func read(count: Int) throws -> [UInt8] {
            while pending.count < count { try fill() }
            defer { pending.removeSubrange(..<count) }
            return Array(pending[..<count])
        }

        private func fill() throws {
            let count = client.receiveNow(into: &buffer)
            guard count > 0 else { throw BenchmarkFailure("the server closed a connection, or said nothing for a minute") }
            pending += buffer[..<count]
        }

        private static func find(_ separator: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
            guard bytes.count >= separator.count else { return nil }
            return (start...(bytes.count - separator.count)).first { bytes[$0..<($0 + separator.count)].elementsEqual(separator) }
        }
    }

    private let requests: Socket
    private let stream: Socket
    private let head: String

    /// Connects both sockets to `127.0.0.1:port` and opens the event stream of `channel`.
    init(port: Int, authorization: String, channel: String) throws {
        head = "Host: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\nAuthorization: \(authorization)\r\n"
        requests = try Socket(port: port)
        stream = try Socket(port: port)
        try stream.write("GET /events?channel=\(channel) HTTP/1.1\r\n\(head)\r\n")
        _ = try stream.read(until: Array("\r\n\r\n".utf8))  // the stream's head; its events follow
    }

    /// POSTs `body` (JSON) to `path` and returns the response's status and body.
    func post(_ path: String, _ body: String) throws -> (status: Int, body: String) {
        try send(path, body)
        return try response()
    }

    /// Sends the POST without reading its answer (read it with ``response()``).
    func send(_ path: String, _ body: String) throws {
        try requests.write("POST \(path) HTTP/1.1\r\n\(head)Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }

    /// The next response on the request connection: its status and body.
    func response() throws -> (status: Int, body: String) {
        let lines = String(decoding: try requests.read(until: Array("\r\n\r\n".utf8)), as: UTF8.self).split(separator: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        let length = lines.first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingPrefix(" ")) } ?? 0
        return (status, String(decoding: try requests.read(count: length), as: UTF8.self))
    }

    /// The data lines of the next event on the stream (heartbeats skipped).
    func nextEvent() throws -> String {
        while true {
            let event = String(decoding: try stream.read(until: Array("\n\n".utf8)), as: UTF8.self)
            if !event.hasPrefix(":") { return event }
        }
    }
}
