import HTTPKit
import HTTPTesting
import Testing

/// Events sent through an outlet, from outside the stream's task: written whole and in order whether or
/// not the client keeps up, and refused once the stream has ended.
@Suite struct EventOutletTests {
    /// A server whose `/events` stream hands its outlet to the test.
    private func withOutlet(_ body: (HTTPServer, RawClient, EventOutlet) async throws -> Void) async throws {
        let (outlets, delivered) = AsyncStream.makeStream(of: EventOutlet.self)
        let server = try HTTPServer.start(TestServer.patient) { _ in
            .eventStream { sender in
                let outlet = EventOutlet(sender)
                delivered.yield(outlet)
                try await outlet.drain()
            }
        }
        var failure: (any Error)?
        do {
            let port = server.address.port
            let client = try await RawClient.connect(port: port, sending: "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            defer { client.close() }
            var iterator = outlets.makeAsyncIterator()
            let outlet = try #require(await iterator.next())
            try await body(server, client, outlet)
        } catch {
            failure = error
        }
        await server.stop()
        if let failure { throw failure }
    }

    @Test func eventsAClientReadsLateArriveWholeAndInOrder() async throws {
        try await withOutlet { _, client, outlet in
            // 8 MB while the client reads nothing: far more than the socket takes, so most of it waits
            // for the stream's task, and the events sent meanwhile queue behind it.
            let texts = (0..<400).map { "\($0) " + String(repeating: "x", count: 20_000) }
            for text in texts { #expect(outlet.send(ServerSentEvent(name: "output", data: text))) }
            #expect(outlet.sendComment("heartbeat"))
            outlet.finish()
            let received = try await client.readUntilClosed()
            let body = try #require(received.range(of: "\r\n\r\n")).upperBound
            let expected = texts.map { "event: output\ndata: \($0)\n\n" }.joined() + ": heartbeat\n\n"
            #expect(received[body...] == expected[...])
            #expect(!outlet.send(ServerSentEvent(data: "after the end")))
        }
    }

    @Test func theStreamEndsWhenTheClientGoesAndLaterEventsAreRefused() async throws {
        try await withOutlet { server, client, outlet in
            #expect(outlet.send(ServerSentEvent(data: "first")))
            #expect(server.openConnections == 1)
            client.close()
            try await eventually("the server to close the stream") { server.openConnections == 0 }
            #expect(!outlet.send(ServerSentEvent(data: "too late")))
        }
    }
}
