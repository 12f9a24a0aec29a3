import Foundation
import Synchronization

/// Many connections that each send half a request, then a byte now and then, never finishing it: what
/// idle or slow clients (or someone trying to starve a server) hold open. A connection the server
/// closes is opened again at once, so the pressure lasts until ``stop()``.
///
/// One thread of its own drives them all, so hundreds of sockets cost the test's cooperative pool
/// nothing.
public final class TricklingClients: Sendable {
    /// How many times a connection the server closed was opened again.
    public var reopened: Int { counts.withLock { $0.reopened } }

    private struct Counts {
        var reopened = 0
        var stopped = false
        var finished = false
    }

    private let counts = Mutex(Counts())

    private init() {}

    /// Opens `count` connections to `host`:`port`, each sending the first line of a request for `Host:
    /// authority`, and returns once all are open and trickling.
    public static func start(count: Int, host: String = "127.0.0.1", port: Int) async throws -> TricklingClients {
        let head = Array("GET / HTTP/1.1\r\nHost: \(host):\(port)\r\nX-Slow: ".utf8)
        let open = { @Sendable () throws -> RawClient in
            let client = try RawClient.connectNow(port: port, host: host, readTimeout: 5)
            _ = client.sendNow(head)
            return client
        }
        let clients = try await offThread { try (0..<count).map { _ in try open() } }
        let trickling = TricklingClients()
        Thread { trickling.run(clients, reopen: open) }.start()
        return trickling
    }

    /// Closes every connection; returns once the thread has.
    public func stop() async throws {
        counts.withLock { $0.stopped = true }
        try await eventually("the trickling connections to close", timeout: .seconds(30)) { self.counts.withLock { $0.finished } }
    }

    private func run(_ initial: [RawClient], reopen: @Sendable () throws -> RawClient) {
        var clients = initial
        while !counts.withLock({ $0.stopped }) {
            for index in clients.indices where !clients[index].sendNow([UInt8(ascii: "x")]) {
                clients[index].close()
                guard let fresh = try? reopen() else { continue }
                clients[index] = fresh
                counts.withLock { $0.reopened += 1 }
            }
            // A byte every quarter second per connection: slower than any request, faster than any deadline.
            Thread.sleep(forTimeInterval: 0.25)
        }
        for client in clients { client.close() }
        clients.removeAll()
        counts.withLock { $0.finished = true }
    }
}
