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
        /// Connections being served, connections closing to make room, and connections being refused
        /// with a 503, by id.
        var serving: [Int: Task<Void, Never>] = [:]
        var evicted: [Int: Task<Void, Never>] = [:]
        var refusing: [Int: Task<Void, Never>] = [:]
        /// Each served connection that is waiting for a request (its first, or its next): what it has
        /// shown, and since when it has waited.
        var waiting: [Int: (kind: RequestWait, since: ContinuousClock.Instant)] = [:]
        var acceptLoop: Task<Void, Never>?
        var stopping: Task<Void, Never>?

        var isFull: Bool { serving.count >= maxConnections }
        let maxConnections: Int
    }

    private let state: Mutex<State>

    private init(configuration: ServerConfiguration, makeHandler: (ServerAddress) -> Handler) throws(SocketError) {
        (listener, address) = try Socket.openListener(host: configuration.host, port: configuration.port)
        do {
            poller = try SocketPoller()
        } catch {
            close(listener)
            throw error
        }
        self.configuration = configuration
        handler = makeHandler(address)
        state = Mutex(State(maxConnections: configuration.maxConnections))
        let everywhere = address.host == "0.0.0.0" || address.host == "::"
        policy = HostPolicy(address: address, extraHostNames: configuration.extraHostNames,
                            interfaceAddresses: everywhere ? NetworkInterface.all().map(\.address) : [])
    }

    /// Binds the address of `configuration` and starts serving with `handler`.
    ///
    /// - Throws: ``SocketError`` when the address can't be bound (in use, not this machine's…).
    public static func start(_ configuration: ServerConfiguration = ServerConfiguration(),
                             handler: @escaping Handler) throws(SocketError) -> HTTPServer {
        try start(configuration) { _ in handler }
    }

    /// Binds the address of `configuration` and starts serving with the handler `makeHandler` makes for
    /// the address bound (say, one that names a cookie after the port the system chose).
    public static func start(_ configuration: ServerConfiguration = ServerConfiguration(),
                             handlerFor makeHandler: (ServerAddress) -> Handler) throws(SocketError) -> HTTPServer {
        let server = try HTTPServer(configuration: configuration, makeHandler: makeHandler)
        server.state.withLock { $0.acceptLoop = Task { await server.acceptConnections() } }
        return server
    }

    /// How many connections are open and being served now (refused ones not counted).
    public var openConnections: Int {
        state.withLock { $0.serving.count }
    }

    /// What each connection waiting for a request has shown so far.
    var waits: [RequestWait] {
        state.withLock { $0.waiting.values.map(\.kind) }
    }

    /// Stops: no new connection is accepted, idle connections close, a response being made is finished
    /// and its connection closed, event streams end. Returns when every connection is closed. Calling it
    /// again waits for the same stop.
    public func stop() async {
        let stopping = state.withLock { state in
            if let stopping = state.stopping { return stopping }
            let connections = Array(state.serving.values) + Array(state.evicted.values) + Array(state.refusing.values)
            let acceptLoop = state.acceptLoop
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

    /// Starts serving a new connection. When the server is full, a connection waiting for a request makes
    /// room, the least promising one by ``RequestWait`` (an idle or trickling client must not shut everyone
    /// else out); when every one is busy with a request, the new one is refused.
    private func admit(_ descriptor: Int32) {
        let io = ConnectionIO(descriptor: descriptor, poller: poller, writeTimeout: configuration.writeTimeout)
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            if state.stopping != nil {
                close(descriptor)
                return
            }
            if state.isFull, let idle = state.waiting.min(by: { ($0.value.kind, $0.value.since) < ($1.value.kind, $1.value.since) })?.key,
               let task = state.serving.removeValue(forKey: idle) {
                configuration.log("closed a connection waiting for a request: \(configuration.maxConnections) are open")
                state.waiting[idle] = nil
                state.evicted[idle] = task
                task.cancel()
            }
            if !state.isFull {
                serve(io, id: id, in: &state)
            } else if state.refusing.count < configuration.maxConnections {
                // Refusals are bounded too; past both bounds a connection is closed without a word.
                configuration.log("refused a connection: \(configuration.maxConnections) are open and busy")
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

    /// Serves `io` as connection `id`; the connection tells the server when it waits for a request.
    private func serve(_ io: ConnectionIO, id: Int, in state: inout State) {
        let connection = Connection(io: io, configuration: configuration, policy: policy, handler: handler,
                                    waiting: { [weak self] kind in self?.noteWaiting(id, kind) },
                                    crowded: { [weak self] in self?.state.withLock { $0.isFull } ?? false })
        state.waiting[id] = (.nothingRead, .now)
        // The task removes itself under the same lock, so it finds its entry even if it ends at once.
        state.serving[id] = Task { [self] in
            await connection.serve()
            close(io.descriptor)
            self.state.withLock { state in
                state.serving[id] = nil
                state.evicted[id] = nil
                state.waiting[id] = nil
            }
        }
    }

    /// Notes what a connection now waits with (`nil` once it has a whole request); a wait that goes on
    /// keeps the time it began.
    private func noteWaiting(_ id: Int, _ kind: RequestWait?) {
        state.withLock { state in
            guard state.serving[id] != nil else { return }
            state.waiting[id] = kind.map { ($0, state.waiting[id]?.since ?? .now) }
        }
    }
}
