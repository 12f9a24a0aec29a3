import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HTTPKit
import HTTPTesting
import Testing

/// The server's bounds, end to end: sizes (414, 431, 413), the request deadline (408) and the
/// connection cap (a connection waiting for a request makes room; 503 when all are busy).
// One at a time: each test's deadline is short, and is measured against the others' load.
@Suite(.serialized) struct ServerLimitTests {
    /// Two connections at most, and no request deadline to reach mid-test however slow the machine.
    private static let twoConnections = ServerConfiguration(requestTimeout: .seconds(600), crowdedRequestTimeout: .seconds(600), maxConnections: 2)
    private static let small = ServerConfiguration(limits: RequestLimits(requestLineBytes: 256, headerBytes: 1024, bodyBytes: 1024), requestTimeout: .seconds(120))

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
            let atLimit = try await fetcher.fetch(echo, method: "POST", headers: ["Origin": "http://127.0.0.1:\(server.port)"], body: Data(count: 1024))
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
        let timeout = Duration.seconds(2)
        try await withServer(ServerConfiguration(requestTimeout: timeout)) { server in
            let start = ContinuousClock.now  // before the server can have started its clock
            let client = try await RawClient.connect(port: server.port, sending: "GET / HTTP/1.1\r\n")
            defer { client.close() }
            // A byte at a time, steadily: every byte is on time, the whole request (8 s of bytes) is not.
            // The bytes stop once the server answers, so its close is never a reset that cuts the answer.
            let trickle = Self.trickle("Host: 127.0.0.1\r\nX-Padding: \(String(repeating: "p", count: 400))\r\n\r\n", to: client)
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

    @Test func connectionsPastTheCapGet503WhileEveryOneIsBusyUntilOneCloses() async throws {
        try await withServer(Self.twoConnections) { server in
            // Two event streams: requests being answered, which nothing may take the place of.
            var streams: [RawClient] = []
            defer { streams.forEach { $0.close() } }
            for _ in 0..<2 {
                let stream = try await RawClient.connect(port: server.port, readTimeout: 60)
                streams.append(stream)
                try await stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
                #expect(try await stream.readResponse().status == 200)
            }
            #expect(server.server.openConnections == 2)

            let refused = try await Fetcher().fetch(server.url)
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "1")

            // (The test server's streams share one feed, which ends for both when one goes: fewer than two is free.)
            streams[0].close()
            try await eventually("a connection to be free", timeout: .seconds(60)) { server.server.openConnections < 2 }
            let afterwards = try await Fetcher().fetch(server.url)
            #expect(afterwards.status == 200)
        }
    }

    @Test func atTheCapTheConnectionThatWaitedLongestMakesRoom() async throws {
        try await withServer(Self.twoConnections) { server in
            let oldest = try await RawClient.connect(port: server.port)
            defer { oldest.close() }
            try await eventually("the first connection to be served", timeout: .seconds(60)) { server.server.openConnections == 1 }
            let younger = try await RawClient.connect(port: server.port)
            defer { younger.close() }
            try await eventually("two connections to be served", timeout: .seconds(60)) { server.server.openConnections == 2 }

            let served = try await Fetcher().fetch(server.url)
            #expect(served.status == 200)
            #expect(try await oldest.readUntilClosed() == "")
            // The younger one still waits for its request, and gets its answer.
            try await younger.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            #expect(try await younger.readResponse().status == 200)
            #expect(server.log.all.contains { $0.hasPrefix("closed a connection waiting for a request") })
        }
    }

    @Test func atTheCapAConnectionHoldingPartOfARequestMakesRoomBeforeOneNotYetHeardFrom() async throws {
        try await withServer(Self.twoConnections) { server in
            let silent = try await RawClient.connect(port: server.port)
            defer { silent.close() }
            try await eventually("the first connection to be served", timeout: .seconds(60)) { server.server.openConnections == 1 }
            let trickling = try await RawClient.connect(port: server.port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ")
            defer { trickling.close() }
            try await eventually("half a request to be read", timeout: .seconds(60)) { server.server.waits.contains(.partialRequest) }

            let served = try await Fetcher().fetch(server.url)
            #expect(served.status == 200)
            #expect(try await trickling.readUntilClosed() == "")
            // The silent one, older but not yet heard from, still gets its answer.
            try await silent.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            #expect(try await silent.readResponse().status == 200)
        }
    }

    @Test func atTheCapASlowRequestGetsTheShorterDeadline() async throws {
        try await withServer(ServerConfiguration(requestTimeout: .seconds(600), crowdedRequestTimeout: .seconds(2),
                                                 maxConnections: 2)) { server in
            let stream = EventStreamClient()
            defer { stream.close() }
            stream.open(server.url.appending(path: "events"))
            var events = stream.events.makeAsyncIterator()
            #expect(await events.next()?.name == "ready")
            let slow = try await RawClient.connect(port: server.port, sending: "GET / HTTP/1.1\r\n")
            defer { slow.close() }
            let trickle = Self.trickle("Host: 127.0.0.1\r\nX-Padding: \(String(repeating: "p", count: 2000))\r\n\r\n", to: slow)
            defer { trickle.cancel() }
            // Full (the stream and the slow one): 408 long before the ordinary 600 s (RawClient gives up after 15).
            #expect(try await slow.readUntilClosed().hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        }
    }

    /// Sends `text` a byte every 20 ms, each byte on time, until the server answers (so its close is never
    /// a reset that cuts the answer), a send fails or the task is cancelled.
    private static func trickle(_ text: String, to client: RawClient) -> Task<Void, Never> {
        Task {
            for byte in text.utf8 {
                guard !client.hasHeardFromServer,
                      (try? await client.send(String(decoding: [byte], as: UTF8.self))) != nil,
                      (try? await Task.sleep(for: .milliseconds(20))) != nil else { return }
            }
        }
    }
}
