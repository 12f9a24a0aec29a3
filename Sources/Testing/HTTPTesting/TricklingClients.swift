import Foundation
import Synchronization

/// Many connections that each send half a request, then a byte now and then, never finishing it: what
/// idle or slow clients (or someone trying to starve a server) hold open. A connection the server
/// closes is opened again within a second, so the pressure lasts until ``stop()``.
///
/// One thread of its own drives them all, so hundreds of sockets cost the test's cooperative pool
/// nothing.
public final class TricklingClients: Sendable {
    /// How many of the connections the server has closed so far.
    public var closedByServer: Int { counts.withLock { $0.closedByServer } }

    private struct Counts {
        var closedByServer = 0
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
            let client = try RawClient.connectNow(port: port, host: host, readTimeout: 30)
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
        var clients: [RawClient?] = initial
        var round = 0
        while !counts.withLock({ $0.stopped }) {
            round += 1
            // A connection the server closed comes back within a second, as a client that retries would.
            for index in clients.indices {
                guard let client = clients[index] else {
                    if round % 4 == index % 4 { clients[index] = try? reopen() }
                    continue
                }
                if !client.sendNow([UInt8(ascii: "x")]) {
                    client.close()
                    clients[index] = nil
                    counts.withLock { $0.closedByServer += 1 }
                }
            }
            // A byte every quarter second per connection: slower than any request, faster than any deadline.
            Thread.sleep(forTimeInterval: 0.25)
        }
        for client in clients { client?.close() }
        clients.removeAll()
        counts.withLock { $0.finished = true }
    }
}
