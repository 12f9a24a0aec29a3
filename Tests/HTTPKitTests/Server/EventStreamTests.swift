import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPKit
import HTTPTesting
import Testing

/// Server-sent events end to end: events pushed while the client listens, and the stream's end when the
/// client goes or the server stops.
@Suite struct EventStreamTests {
    @Test func pushedEventsArriveInOrder() async throws {
        try await withServer { server in
            let client = EventStreamClient()
            client.open(server.url.appending(path: "events"))
            defer { client.close() }
            var events = client.events.makeAsyncIterator()
            #expect(await events.next() == .init(name: "ready", data: "connected"))
            #expect(client.status == 200)
            server.events.yield("one")
            server.events.yield("two\nlines")
            server.events.yield("<script>three</script>")
            #expect(await events.next() == .init(name: "message", data: "one"))
            #expect(await events.next() == .init(name: "message", data: "two\nlines"))
            #expect(await events.next() == .init(name: "message", data: "<script>three</script>"))
        }
    }

    /// A block with no data (a heartbeat's comment) is no event, as a browser reads the stream; the event
    /// after it, cut across two reads, arrives whole.
    @Test func aCommentAloneIsNoEventAndAnEventCutInTwoArrivesWhole() async throws {
        let client = EventStreamClient()
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: URL(string: "http://127.0.0.1:9/events")!)
        client.urlSession(session, dataTask: task, didReceive: Data(": heartbeat\n\nevent: output\nda".utf8))
        client.urlSession(session, dataTask: task, didReceive: Data("ta: {}\n\n".utf8))
        client.urlSession(session, task: task, didCompleteWithError: nil)
        var received: [EventStreamClient.Event] = []
        for await event in client.events { received.append(event) }
        #expect(received == [.init(name: "output", data: "{}")])
    }

    @Test func theStreamIsClosedWhenTheClientGoes() async throws {
        try await withServer { server in
            let client = EventStreamClient()
            client.open(server.url.appending(path: "events"))
            var events = client.events.makeAsyncIterator()
            #expect(await events.next()?.name == "ready")
            #expect(server.server.openConnections == 1)
            client.close()
            try await eventually("the server to close the stream") { server.server.openConnections == 0 }
            let afterwards = try await Fetcher().fetch(server.url)
            #expect(afterwards.status == 200)
        }
    }

    @Test func stoppingTheServerEndsTheStream() async throws {
        let server = try TestServer.start()
        let client = EventStreamClient()
        client.open(server.url.appending(path: "events"))
        defer { client.close() }
        var events = client.events.makeAsyncIterator()
        #expect(await events.next()?.name == "ready")
        await server.server.stop()
        #expect(await events.next() == nil)
    }
}
