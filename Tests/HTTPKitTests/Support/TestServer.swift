import Foundation
import HTTPKit
import Synchronization

/// A server on a free loopback port with the routes the end-to-end tests use, and what it logged.
struct TestServer: Sendable {
    /// The error the `/fail` route throws.
    struct HandlerFailure: Error {}

    let server: HTTPServer
    let log: LogRecorder
    /// Feeds the `/events` stream: each string becomes one event.
    let events: AsyncStream<String>.Continuation

    var port: Int { server.address.port }
    var url: URL { URL(string: server.address.url)! }

    /// A request deadline no busy test run reaches: the suite's other tests can keep a client's task
    /// waiting for a thread for many seconds between its connecting and its sending.
    static let patient = ServerConfiguration(requestTimeout: .seconds(120))

    /// Starts a server with `configuration` (its host, port and log are this helper's).
    static func start(_ configuration: ServerConfiguration = patient) throws -> TestServer {
        let log = LogRecorder()
        var configuration = configuration
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.log = { log.record($0) }
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let server = try HTTPServer.start(configuration) { request in
            switch (request.method, request.path) {
            case ("GET", "/"), ("HEAD", "/"): .text("hello")
            case ("POST", "/echo"): .text("you sent: \(request.bodyText)")
            case (_, "/fail"): throw HandlerFailure()
            case ("GET", "/events"):
                .eventStream { sender in
                    try await sender.send(ServerSentEvent(name: "ready", data: "connected"))
                    for await text in stream { try await sender.send(ServerSentEvent(data: text)) }
                }
            default: .status(.notFound)
            }
        }
        return TestServer(server: server, log: log, events: continuation)
    }
}

/// The lines a server logged.
final class LogRecorder: Sendable {
    private let lines = Mutex<[String]>([])

    func record(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] {
        lines.withLock { $0 }
    }
}

/// Runs `body` with a started ``TestServer`` and stops the server afterwards, whatever happens.
func withServer(_ configuration: ServerConfiguration = TestServer.patient,
                _ body: (TestServer) async throws -> Void) async throws {
    let server = try TestServer.start(configuration)
    do {
        try await body(server)
    } catch {
        server.events.finish()
        await server.server.stop()
        throw error
    }
    server.events.finish()
    await server.server.stop()
}
