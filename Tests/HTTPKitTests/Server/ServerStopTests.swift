import Foundation
import HTTPKit
import HTTPTesting
import Testing

/// Stopping while clients are connected: idle connections close, the listener goes, `stop()` returns.
@Suite struct ServerStopTests {
    @Test func stopClosesOpenConnectionsAndTheListener() async throws {
        // No request deadline may pass mid-test, however loaded the machine: the half-sent request must
        // still be waiting when the server stops.
        let server = try TestServer.start(ServerConfiguration(requestTimeout: .seconds(600)))
        let idle = try await RawClient.connect(port: server.port)
        defer { idle.close() }
        let partial = try await RawClient.connect(port: server.port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n")
        defer { partial.close() }
        let answered = try await RawClient.connect(port: server.port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        defer { answered.close() }
        let response = try await answered.readResponse()
        #expect(response.body == "hello")
        try await eventually("three connections", timeout: .seconds(60)) { server.server.openConnections == 3 }

        await server.server.stop()

        #expect(server.server.openConnections == 0)
        #expect(try await idle.readUntilClosed() == "")
        #expect(try await partial.readUntilClosed() == "")
        #expect(try await answered.readUntilClosed() == "")
        await #expect(throws: (any Error).self) { _ = try await RawClient.connect(port: server.port) }
        await server.server.stop()  // a second stop is harmless
    }
}
