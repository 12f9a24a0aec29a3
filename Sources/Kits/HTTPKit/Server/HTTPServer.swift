#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A small HTTP/1.1 server: it listens (on loopback by default), reads each request strictly and within
/// bounds, checks its `Host` and `Origin`, and hands it to an async handler.
///
/// ```swift
/// let server = try HTTPServer.start(ServerConfiguration(port: 8080)) { request in
///     request.path == "/" ? .text("Hello") : .status(.notFound)
/// }
/// print(server.address.url)
/// // … later, say on Ctrl-C:
/// await server.stop()
/// ```
///
/// Each connection is a task; its socket is non-blocking, and a task with nothing to read or write waits
/// in a ``SocketPoller`` rather than on a thread. The server serves until ``stop()``. A failing request or
/// a handler's error ends at most that connection, never the server.
public final class HTTPServer: Sendable {
    /// What answers a request. It may be called from many connections at once.
    public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// The address the server listens on (with the port the system chose when asked for port 0).
    public let address: ServerAddress
    /// The configuration it was started with.
    public let configuration: ServerConfiguration

    private let listener: Int32
    private let poller: SocketPoller
    private let handler: Handler
    private let policy: HostPolicy

    private struct State {
        var nextID = 0
        /// Connections being served, and connections being refused with a 503, by id.
        var serving: [Int: Task<Void, Never>] = [:]
        var refusing: [Int: Task<Void, Never>] = [:]
        var acceptLoop: Task<Void, Never>?
        var stopping: Task<Void, Never>?
    }

    private let state = Mutex(State())

    private init(configuration: ServerConfiguration, handler: @escaping Handler) throws(SocketError) {
        (listener, address) = try Socket.openListener(host: configuration.host, port: configuration.port)
        do {
            poller = try SocketPoller()
        } catch {
            close(listener)
            throw error
        }
        self.configuration = configuration
        self.handler = handler
        policy = HostPolicy(address: address, extraHostNames: configuration.extraHostNames)
    }

    /// Binds the address of `configuration` and starts serving with `handler`.
    ///
    /// - Throws: ``SocketError`` when the address can't be bound (in use, not this machine's…).
    public static func start(_ configuration: ServerConfiguration = ServerConfiguration(),
                             handler: @escaping Handler) throws(SocketError) -> HTTPServer {
        let server = try HTTPServer(configuration: configuration, handler: handler)
        server.state.withLock { $0.acceptLoop = Task { await server.acceptConnections() } }
        return server
    }

    /// How many connections are open and being served now (refused ones not counted).
    public var openConnections: Int {
        state.withLock { $0.serving.count }
    }

    /// Stops: no new connection is accepted, idle connections close, a response being made is finished
    /// and its connection closed, event streams end. Returns when every connection is closed. Calling it
    /// again waits for the same stop.
    public func stop() async {
        let stopping = state.withLock { state in
            if let stopping = state.stopping { return stopping }
            let (acceptLoop, connections) = (state.acceptLoop, Array(state.serving.values) + Array(state.refusing.values))
            let stopping = Task { [self] in
                acceptLoop?.cancel()
                await acceptLoop?.value
                close(listener)
                for connection in connections { connection.cancel() }
                for connection in connections { await connection.value }
                poller.stop()
            }
            state.stopping = stopping
            return stopping
        }
        await stopping.value
    }

    /// Accepts connections until the accept loop is cancelled.
    private func acceptConnections() async {
        while true {
            do {
                try await poller.wait(for: .readable, listener, until: nil)
            } catch {
                return
            }
            while let descriptor = Socket.acceptConnection(from: listener) { admit(descriptor) }
        }
    }

    /// Starts serving a new connection, or refusing it when the server is full.
    private func admit(_ descriptor: Int32) {
        let io = ConnectionIO(descriptor: descriptor, poller: poller, writeTimeout: configuration.writeTimeout)
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            if state.stopping != nil {
                close(descriptor)
            } else if state.serving.count < configuration.maxConnections {
                let connection = Connection(io: io, configuration: configuration, policy: policy, handler: handler)
                // The task removes itself under the same lock, so it finds its entry even if it ends at once.
                state.serving[id] = Task { [self] in
                    await connection.serve()
                    close(descriptor)
                    self.state.withLock { _ = $0.serving.removeValue(forKey: id) }
                }
            } else if state.refusing.count < configuration.maxConnections {
                // Refusals are bounded too; past both bounds a connection is closed without a word.
                configuration.log("refused a connection: \(configuration.maxConnections) are open")
                let refusal = ResponseHead.refusal(.serviceUnavailable, extraHeaders: ["Retry-After": "1"],
                                                   securityHeaders: configuration.securityHeaders)
                state.refusing[id] = Task { [self] in
                    await io.finish(with: refusal)
                    close(descriptor)
                    self.state.withLock { _ = $0.refusing.removeValue(forKey: id) }
                }
            } else {
                close(descriptor)
            }
        }
    }
}
