import Foundation
import HTTPTesting
import Synchronization

/// A proxy on another loopback port in front of a served board, passing every request on as it came,
/// except the worker's script as ``script`` says: refused with a 503, as a busy server's would be, or
/// held unanswered. A page opened through it finds its one connection's script unreachable exactly when
/// the test says, while the server behind stays as users run it.
///
/// The proxy is an origin of its own, so a page opened through it must first be handed the secret through
/// it (the board's printed address, on the proxy's port); the `Authorization` it then sends comes along.
/// It names the board in `Host`, and its POSTs carry the board's own `Origin`, as the page would served
/// from the board itself. Each request has a connection of its own to the board, and every connection
/// a thread of its own: a whole run keeps the cooperative threads busy for a minute at times, and the page
/// must not wait for them.
final class WorkerScriptGate: Sendable {
    /// What becomes of a request for the worker's script.
    enum Script: Sendable {
        case passed, refused, held
    }

    /// What becomes of the script, how many requests for it were refused or held, every request with its
    /// answer's status, and the connections open, both sides.
    private final class State: Sendable {
        let script = Mutex(Script.refused)
        let refusals = Mutex(0)
        let seen = Mutex<[String]>([])
        let open = Mutex<[ObjectIdentifier: RawClient]>([:])
    }

    private let listener: RawListener
    private let state: State

    /// The address to open instead of the board's.
    var url: URL { URL(string: "http://127.0.0.1:\(listener.port)/")! }

    /// What becomes of a request for the worker's script; it starts refused.
    var script: Script {
        get { state.script.withLock { $0 } }
        set { state.script.withLock { $0 = newValue } }
    }

    /// How many requests for the worker's script were refused or held so far.
    var refused: Int { state.refusals.withLock { $0 } }

    /// The requests so far and how each was answered ("GET /board 200"), for a test's failure to show.
    var seen: [String] { state.seen.withLock { $0 } }

    /// A proxy to the board served at `board` (`http://127.0.0.1:PORT/`, or another loopback address).
    init(board: URL) throws {
        let listener = try RawListener(), state = State(), host = board.host ?? "127.0.0.1", port = board.port ?? 80
        (self.listener, self.state) = (listener, state)
        Thread {
            while let client = listener.acceptNow() {
                Thread { Self.serve(client, board: (host, port), state: state) }.start()
            }
        }.start()
    }

    /// Reads one request from `client`, then answers it: refused, or passed to the board with the
    /// board's answer passed back as it comes (an event stream included) until the board closes it.
    private static func serve(_ client: RawClient, board: (host: String, port: Int), state: State) {
        state.open.withLock { $0[ObjectIdentifier(client)] = client }
        defer {
            client.close()
            state.open.withLock { $0[ObjectIdentifier(client)] = nil }
        }
        guard let request = Request(from: client) else { return }
        if request.path == "/board-worker.js", case let script = state.script.withLock({ $0 }), script != .passed {
            state.refusals.withLock { $0 += 1 }
            state.seen.withLock { $0.append("\(request.method) \(request.target) \(script == .held ? "held" : "503")") }
            if script == .held {
                var byte = [UInt8](repeating: 0, count: 1)
                while client.receiveNow(into: &byte) > 0 {}  // until the page or the proxy closes the connection
            } else {
                _ = client.sendNow(Array("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 5\r\nConnection: close\r\n\r\nbusy\n".utf8))
            }
            return
        }
        guard let upstream = try? RawClient.connectNow(port: board.port, host: board.host, readTimeout: 300) else { return }
        state.open.withLock { $0[ObjectIdentifier(upstream)] = upstream }
        defer {
            upstream.close()
            state.open.withLock { $0[ObjectIdentifier(upstream)] = nil }
        }
        guard upstream.sendNow(request.bytes(toBoardAt: "\(board.host):\(board.port)")) else { return }
        var buffer = [UInt8](repeating: 0, count: 64 << 10), first = true
        while case let count = upstream.receiveNow(into: &buffer), count > 0 {
            if first {
                let status = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ").dropFirst().first ?? "?"
                state.seen.withLock { $0.append("\(request.method) \(request.target) \(status)") }
                first = false
            }
            guard client.sendNow(Array(buffer[..<count])) else { return }
        }
    }

    /// Stops the proxy: it accepts no more, and the connections it holds (event streams) end.
    func stop() {
        listener.stop()
        for connection in state.open.withLock({ Array($0.values) }) { connection.close() }
    }
}

extension WorkerScriptGate {
    /// A request the page sent the proxy: its line, the fields passed on, its body.
    fileprivate struct Request {
        let method: String
        let target: String
        var path: String { String(target.prefix { $0 != "?" }) }
        let fields: [(String, String)]
        let body: [UInt8]

        /// The fields the board needs of the page; the rest (its own `Host`, `Origin`) the proxy sets.
        private static let passed: Set<String> = ["authorization", "content-type", "accept", "accept-language"]

        /// Reads a request from `client`; nil if the page went away first.
        init?(from client: RawClient) {
            guard let (head, body) = client.receiveRequestNow() else { return nil }
            let lines = head.components(separatedBy: "\r\n"), words = lines[0].split(separator: " ")
            guard words.count == 3 else { return nil }
            (method, target, self.body) = (String(words[0]), String(words[1]), body)
            fields = lines.dropFirst().compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":"), Self.passed.contains(line[..<colon].lowercased()) else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
        }

        /// The request as the board at `authority` (`127.0.0.1:PORT`) is sent it, on a connection of its own.
        func bytes(toBoardAt authority: String) -> [UInt8] {
            var head = "\(method) \(target) HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n"
            if method == "POST" { head += "Origin: http://\(authority)\r\n" }
            for (name, value) in fields { head += "\(name): \(value)\r\n" }
            head += "Content-Length: \(body.count)\r\n\r\n"
            return Array(head.utf8) + body
        }
    }
}
