import Foundation
import HTTPKit
import HTTPTesting
import Synchronization

/// A proxy on another loopback port in front of a served board, passing every request on as it came,
/// except the worker's script while ``isClosed``: that is refused with a 503, as a busy server's would
/// be. A page opened through it finds its one connection's script unreachable exactly when the test says,
/// while the server behind stays as users run it.
///
/// The proxy is an origin of its own, so a page opened through it must first be handed the secret through
/// it (the board's printed address, on the proxy's port); the `Authorization` it then sends comes along.
/// Its POSTs carry the board's own `Origin`, as the page would served from the board itself.
final class WorkerScriptGate: Sendable {
    /// Whether the script is refused, and how many times it was.
    private final class State: Sendable {
        let closed = Mutex(true)
        let refusals = Mutex(0)
    }

    private let server: HTTPServer
    private let state: State

    /// The address to open instead of the board's.
    var url: URL { URL(string: server.address.url)! }

    /// Whether the worker's script is refused; it starts refused.
    var isClosed: Bool {
        get { state.closed.withLock { $0 } }
        set { state.closed.withLock { $0 = newValue } }
    }

    /// How many requests for the worker's script were refused so far.
    var refused: Int { state.refusals.withLock { $0 } }

    /// A proxy to the board served at `board` (`http://HOST:PORT/`).
    init(board: URL) throws {
        let fetcher = Fetcher(), state = State()
        self.state = state
        let address = board.absoluteString, upstream = address.hasSuffix("/") ? String(address.dropLast()) : address
        server = try HTTPServer.start(ServerConfiguration(securityHeaders: [:])) { request in
            if request.path == "/board-worker.js", state.closed.withLock({ $0 }) {
                state.refusals.withLock { $0 += 1 }
                return .text("busy\n", status: HTTPStatus(code: 503, reason: "Service Unavailable"))
            }
            var headers: [String: String] = [:]
            for name in ["Authorization", "Content-Type", "Accept-Language"] { headers[name] = request.headers[name] }
            if request.method == "POST" { headers["Origin"] = upstream }
            let target = URL(string: upstream + request.target)!
            if request.path == "/events" { return await Self.stream(from: target, headers: headers) }
            // In a task of its own, which stopping the proxy does not cancel: on Linux, cancelling a task
            // that awaits URLSession while the session completes it deadlocks the two (a full run hung so).
            let body = request.body.isEmpty ? nil : Data(request.body), method = request.method
            let answer = try await Task { try await fetcher.fetch(target, method: method, headers: headers, body: body) }.value
            var passed = HTTPHeaders()
            for name in ["Content-Type", "Cache-Control", "Content-Security-Policy"] { if let value = answer.header(name) { passed.set(name, value) } }
            return HTTPResponse(status: HTTPStatus(code: answer.status, reason: "Passed On"), headers: passed, body: Array(answer.body.utf8))
        }
    }

    /// The board's event stream, passed on event by event; a stream the board refused (no event came)
    /// is a 409, as the board answers a second stream for one browser.
    private static func stream(from url: URL, headers: [String: String]) async -> HTTPResponse {
        let client = EventStreamClient()
        client.open(url, headers: headers)
        var events = client.events.makeAsyncIterator()
        guard let hello = await events.next() else {
            client.close()
            return .status(.conflict)
        }
        let rest = client.events
        return .eventStream { sender in
            defer { client.close() }
            try await sender.send(ServerSentEvent(name: hello.name, data: hello.data))
            for await event in rest { try await sender.send(ServerSentEvent(name: event.name, data: event.data)) }
        }
    }

    /// Stops the proxy: its connections and streams end.
    func stop() async {
        await server.stop()
    }
}
