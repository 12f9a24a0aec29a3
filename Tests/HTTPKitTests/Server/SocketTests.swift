#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
@testable import HTTPKit
import HTTPTesting
import Testing

/// What the server sets on each connection it accepts.
@Suite struct SocketTests {
    @Test func anAcceptedConnectionSendsEachWriteAtOnce() async throws {
        let (listener, address) = try Socket.openListener(host: "127.0.0.1", port: 0)
        defer { close(listener) }
        let client = try await RawClient.connect(port: address.port)
        defer { client.close() }
        // On loopback the handshake is done when `connect` returns: the connection waits to be accepted.
        let connection = try #require(Socket.acceptConnection(from: listener))
        defer { close(connection) }
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        #expect(getsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0)
        #expect(value != 0)
    }
}
