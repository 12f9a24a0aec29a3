import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPKit
import HTTPTesting
import Testing

/// The server's bounds, end to end: sizes (414, 431, 413), the request deadline (408) and the
/// connection cap (503).
@Suite struct ServerLimitTests {
    private static let small = ServerConfiguration(limits: RequestLimits(requestLineBytes: 256, headerBytes: 1024, bodyBytes: 1024))

    @Test func aLongURLGets414() async throws {
        try await withServer(Self.small) { server in
            let url = URL(string: server.server.address.url + "?q=" + String(repeating: "a", count: 300))!
            let response = try await Fetcher().fetch(url)
            #expect(response.status == 414)
        }
    }

    @Test func largeHeadersGet431() async throws {
        try await withServer(Self.small) { server in
            let response = try await Fetcher().fetch(server.url, headers: ["X-Big": String(repeating: "h", count: 2000)])
            #expect(response.status == 431)
        }
    }

    @Test func aLargeBodyGets413AndOneAtTheLimitIsRead() async throws {
        try await withServer(Self.small) { server in
            let fetcher = Fetcher()
            let echo = server.url.appending(path: "echo")
            let atLimit = try await fetcher.fetch(echo, method: "POST", body: Data(count: 1024))
            #expect(atLimit.status == 200)
            let overLimit = try await fetcher.fetch(echo, method: "POST", body: Data(count: 1025))
            #expect(overLimit.status == 413)
            let farOver = try await fetcher.fetch(echo, method: "POST", body: Data(count: 200_000))
            #expect(farOver.status == 413)
            let afterwards = try await fetcher.fetch(server.url)
            #expect(afterwards.status == 200)
        }
    }

    @Test func aClientTooSlowToSendItsRequestGets408AtTheDeadline() async throws {
        let timeout = Duration.milliseconds(500)
        try await withServer(ServerConfiguration(requestTimeout: timeout)) { server in
            let client = try await RawClient.connect(port: server.port)
            defer { client.close() }
            let start = ContinuousClock.now
            // A byte at a time, steadily: every byte is on time, the whole request is not.
            let trickle = Task {
                for byte in "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: \(String(repeating: "p", count: 200))".utf8 {
                    guard (try? await client.send(String(decoding: [byte], as: UTF8.self))) != nil,
                          (try? await Task.sleep(for: .milliseconds(20))) != nil else { return }  // cancelled: stop
                }
            }
            defer { trickle.cancel() }
            let text = try await client.readUntilClosed()
            #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
            #expect(ContinuousClock.now - start >= timeout)
            let afterwards = try await Fetcher().fetch(server.url)
            #expect(afterwards.status == 200)
        }
    }

    @Test func aConnectionThatSendsNothingIsClosedSilentlyAtTheDeadline() async throws {
        try await withServer(ServerConfiguration(requestTimeout: .milliseconds(300))) { server in
            let client = try await RawClient.connect(port: server.port)
            defer { client.close() }
            #expect(try await client.readUntilClosed() == "")
            try await eventually("the connection to be forgotten") { server.server.openConnections == 0 }
        }
    }

    @Test func connectionsPastTheCapGet503UntilOneCloses() async throws {
        // Held connections must not reach the request deadline mid-test, however slow the machine: the
        // server would close them itself and the count would pass 1 on its way to 0.
        try await withServer(ServerConfiguration(requestTimeout: .seconds(600), maxConnections: 2)) { server in
            let held = [try await RawClient.connect(port: server.port), try await RawClient.connect(port: server.port)]
            defer { held.forEach { $0.close() } }
            try await eventually("two connections to be served", timeout: .seconds(60)) { server.server.openConnections == 2 }

            let refused = try await Fetcher().fetch(server.url)
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "1")

            held[0].close()
            try await eventually("a connection to be free", timeout: .seconds(60)) { server.server.openConnections == 1 }
            let afterwards = try await Fetcher().fetch(server.url)
            #expect(afterwards.status == 200)
        }
    }
}
