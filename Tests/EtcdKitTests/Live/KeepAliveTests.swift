@testable import EtcdKit
import EtcdTesting
import Foundation
import Testing

/// Keep-alive, counted on the server side (a relay in front of the member): one client's successive
/// requests to a member share one connection, in plain HTTP and over TLS, and a connection the member
/// closed while it idled is replaced without an error, for a read as for a write.
@Suite(.timeLimit(.minutes(5)), .enabled(if: TestCertificates.shouldRun, Comment(rawValue: TestCertificates.skipReason)))
struct KeepAliveTests {
    /// Runs `body` with a relay in front of a single member (serving TLS when `secure`) and a
    /// configuration that reaches the member through the relay.
    private func withRelay(secure: Bool, _ body: (CountingRelay, EtcdConfiguration) async throws -> Void) async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: secure ? certificates.member : nil) { cluster in
                let relay = try CountingRelay(to: cluster.endpoints[0])
                defer { relay.stop() }
                let configuration = EtcdConfiguration(
                    endpoints: [relay.endpoint], isSecure: secure, trust: .certificateAuthority(path: certificates.authority),
                    requestTimeout: .seconds(3), operationTimeout: .seconds(6))
                try await body(relay, configuration)
            }
        }
    }

    @Test(arguments: [false, true])
    func successiveRequestsOfOneClientGoOverOneConnection(secure: Bool) async throws {
        try await withRelay(secure: secure) { relay, configuration in
            let client = EtcdClient(configuration)
            try await client.put("k/1", Data("one".utf8))
            let read = try await client.range(.prefix("k/"))
            let swapped = try await client.transaction(
                if: [EtcdCompare("k/1", .equal, .modRevision(read.keyValues.first?.modRevision ?? 0))], then: [.put(key: "k/2", value: Data("two".utf8))])
            try await client.delete(.key("k/1"))
            let after = try await client.range(.prefix("k/"))

            #expect(read.keyValues.map(\.value) == [Data("one".utf8)])
            #expect(swapped.succeeded)
            #expect(after.keyValues.map(\.key) == ["k/2"])
            #expect(relay.connectionsAccepted == 1)
            #expect(client.connections.statistics.opened == 1)
        }
    }

    @Test(arguments: [false, true])
    func aConnectionTheMemberClosedWhileIdleIsReplacedForAReadAndForAWrite(secure: Bool) async throws {
        try await withRelay(secure: secure) { relay, configuration in
            let client = EtcdClient(configuration)
            try await client.put("c/1", Data("one".utf8))

            relay.closeConnections()
            let read = try await client.range(.prefix("c/"))
            relay.closeConnections()
            try await client.put("c/2", Data("two".utf8))  // never "outcome unknown": nothing went out on the closed one
            let after = try await client.range(.prefix("c/"))

            #expect(read.keyValues.map(\.key) == ["c/1"])
            #expect(after.keyValues.map(\.key) == ["c/1", "c/2"])
            #expect(relay.connectionsAccepted == 3)
        }
    }

    @Test func theKeptConnectionClosesWhenTheClientGoes() async throws {
        try await withRelay(secure: true) { relay, configuration in
            var client: EtcdClient? = EtcdClient(configuration)
            try await client?.put("g/1", Data())
            let whileKept = relay.connectionsOpen
            client = nil
            // The exchange's thread may hold the client a moment longer: wait, within a bound, for the close.
            try await within(.seconds(10)) {
                while relay.connectionsOpen > 0 { await Task.yield() }
            }
            #expect(whileKept == 1)
        }
    }

    @Test func aWatchHasAConnectionOfItsOwnBesideTheKeptOne() async throws {
        try await withRelay(secure: false) { relay, configuration in
            let client = EtcdClient(configuration)
            try await client.put("w/0", Data())
            let events = try await client.watch(.prefix("w/"))
            let listener = Task {
                var iterator = events.makeAsyncIterator()
                return try await iterator.next()
            }
            try await client.put("w/1", Data("seen".utf8))
            let heard = try await within(.seconds(5)) { try await listener.value }

            #expect(heard?.map(\.keyValue.key) == ["w/1"])
            #expect(relay.connectionsAccepted == 2)
        }
    }
}
