import EtcdKit
import EtcdTesting
import Foundation
import Testing

/// The client over TLS against real etcd members serving certificates the test made: what works,
/// and every way the connection is refused before a request is sent.
@Suite(.timeLimit(.minutes(5)), .enabled(if: TestCertificates.shouldRun, Comment(rawValue: TestCertificates.skipReason)))
struct TLSTests {
    private func client(_ endpoints: [EtcdEndpoint], secure: Bool = true, trust: EtcdTrust) -> EtcdClient {
        // Short bounds: a connection that hangs shows as a timeout, never as a stuck test.
        EtcdClient(EtcdConfiguration(endpoints: endpoints, isSecure: secure, trust: trust, requestTimeout: .seconds(3), operationTimeout: .seconds(6)))
    }

    @Test func readsWritesTransactionsAndAWatchWorkOverTLS() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                let trust = EtcdTrust.certificateAuthority(path: certificates.authority)
                let watcher = client(cluster.endpoints, trust: trust), writer = client(cluster.endpoints, trust: trust)
                let events = try await watcher.watch(.prefix("w/"))
                let listener = Task {
                    var iterator = events.makeAsyncIterator()
                    return try await iterator.next()
                }
                let revision = try await writer.put("w/1", Data("over TLS".utf8))
                let heard = try await within(.seconds(5)) { try await listener.value }
                #expect(heard?.map(\.keyValue.key) == ["w/1"])
                #expect(heard?.first?.keyValue.modRevision == revision)

                let read = try await writer.range(.prefix("w/"))
                #expect(read.keyValues.map(\.value) == [Data("over TLS".utf8)])
                let swapped = try await writer.transaction(
                    if: [EtcdCompare("w/1", .equal, .modRevision(revision))], then: [.put(key: "w/1", value: Data("again".utf8))])
                #expect(swapped.succeeded)
            }
        }
    }

    @Test func aClientOverTLSFailsOverToTheNextMemberWhenOneDies() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(members: 3, tls: certificates.member) { cluster in
                // A follower first, so the client is talking to it when it dies (a leader's death is an
                // election, the same over TLS as in plain HTTP).
                let leader = try await cluster.leader()
                let follower = cluster.endpoints.indices.first { $0 != leader }!
                let endpoints = [cluster.endpoints[follower]] + cluster.endpoints.indices.filter { $0 != follower }.map { cluster.endpoints[$0] }
                let client = EtcdClient(EtcdConfiguration(
                    endpoints: endpoints, isSecure: true, trust: .certificateAuthority(path: certificates.authority)))
                try await client.put("f/1", Data("before".utf8))
                cluster.kill(follower)
                try await client.put("f/2", Data("after".utf8))
                let read = try await client.range(.prefix("f/"))
                #expect(read.keyValues.map(\.key) == ["f/1", "f/2"])
            }
        }
    }

    @Test func aCertificateFromAnUnknownAuthorityIsRefusedWithOpenSSLsReasonAndNotAsUnreachable() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                let endpoint = cluster.endpoints[0]
                for trust in [EtcdTrust.certificateAuthority(path: certificates.otherAuthority), .system] {
                    let client = client(cluster.endpoints, trust: trust)
                    let error = await #expect(throws: EtcdError.self) { try await client.put("refused", Data()) }
                    guard case .certificateRejected(endpoint, let reason)? = error else {
                        Issue.record("expected the certificate to be rejected, got \(String(describing: error))")
                        continue
                    }
                    #expect(reason.contains("issuer certificate"), "\(reason)")
                    #expect(error?.description.contains("etcd at \(endpoint)") == true)
                }
                // Nothing was written by the refused clients.
                let trusted = client(cluster.endpoints, trust: .certificateAuthority(path: certificates.authority))
                let written = try await trusted.range(.key("refused"))
                #expect(written.keyValues.isEmpty)
            }
        }
    }

    @Test(arguments: [("wrong name", "IP address mismatch"), ("expired", "certificate has expired")])
    func aCertificateForAnotherHostOrExpiredIsRefused(certificate: String, reason expected: String) async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificate == "expired" ? certificates.expired : certificates.wrongName) { cluster in
                let client = client(cluster.endpoints, trust: .certificateAuthority(path: certificates.authority))
                let error = await #expect(throws: EtcdError.self) { _ = try await client.range(.key("k")) }
                guard case .certificateRejected(cluster.endpoints[0], let reason)? = error else {
                    Issue.record("expected the certificate to be rejected, got \(String(describing: error))")
                    return
                }
                #expect(reason == expected)
            }
        }
    }

    @Test func aMemberWhoseCertificateDoesNotVerifyIsPassedOverForTheNextOne() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.expired) { sick in
                try await EtcdCluster.with(tls: certificates.member) { healthy in
                    let trust = EtcdTrust.certificateAuthority(path: certificates.authority)
                    let client = client([sick.endpoints[0], healthy.endpoints[0]], trust: trust)
                    try await client.put("k", Data("on the healthy member".utf8))
                    #expect(try await client.range(.key("k")).keyValues.map(\.value) == [Data("on the healthy member".utf8)])
                }
                // With no other member, the refusal is the error, with OpenSSL's reason.
                let alone = client([sick.endpoints[0]], trust: .certificateAuthority(path: certificates.authority))
                let error = await #expect(throws: EtcdError.self) { try await alone.put("k", Data()) }
                guard case .certificateRejected(sick.endpoints[0], let reason)? = error else {
                    Issue.record("expected the certificate to be rejected, got \(String(describing: error))")
                    return
                }
                #expect(reason == "certificate has expired")
                // With another member that refuses the connection, the refusal of the certificate is still
                // the error: never read as offline, so no cached board is shown as if it were.
                let dead = EtcdEndpoint(host: "127.0.0.1", port: try FreePorts.take(1)[0])
                let pair = client([dead, sick.endpoints[0]], trust: .certificateAuthority(path: certificates.authority))
                let both = await #expect(throws: EtcdError.self) { _ = try await pair.range(.key("k")) }
                guard case .certificateRejected(sick.endpoints[0], _)? = both else {
                    Issue.record("expected the certificate to be rejected, got \(String(describing: both))")
                    return
                }
            }
        }
    }

    @Test func plainHTTPToATLSMemberAndTLSToAPlainMemberAreClearErrors() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                let plain = client(cluster.endpoints, secure: false, trust: .system)
                await #expect(throws: EtcdError.requiresTLS(cluster.endpoints[0])) { _ = try await plain.range(.key("k")) }
                await #expect(throws: EtcdError.requiresTLS(cluster.endpoints[0])) { try await plain.put("k", Data()) }
            }
            try await EtcdCluster.with { cluster in
                let secure = client(cluster.endpoints, trust: .certificateAuthority(path: certificates.authority))
                let error = await #expect(throws: EtcdError.self) { _ = try await secure.range(.key("k")) }
                guard case .handshakeFailed(cluster.endpoints[0], _)? = error else {
                    Issue.record("expected a failed handshake, got \(String(describing: error))")
                    return
                }
            }
        }
    }

    @Test func aMissingOrNonPEMCAFileIsRefusedBeforeAnyConnection() async throws {
        try await TestCertificates.with { certificates in
            let missing = certificates.directory.appendingPathComponent("missing.pem").path
            #expect(throws: EtcdError.unusableCertificateAuthority(path: missing, reason: "no such file")) {
                try EtcdTrust.certificateAuthority(path: missing).prepare()
            }
            let notPEM = certificates.directory.appendingPathComponent("member.ext").path
            #expect(throws: EtcdError.unusableCertificateAuthority(
                path: notPEM, reason: "it holds no PEM certificate (-----BEGIN CERTIFICATE-----)")) {
                try EtcdTrust.certificateAuthority(path: notPEM).prepare()
            }
            #expect(throws: EtcdError.unusableCertificateAuthority(path: certificates.directory.path, reason: "it is a directory")) {
                try EtcdTrust.certificateAuthority(path: certificates.directory.path).prepare()
            }
            // A client with such a file fails the same way on its first call, having connected nowhere
            // (no member listens on port 1).
            let client = EtcdClient(EtcdConfiguration(
                endpoints: [EtcdEndpoint(host: "127.0.0.1", port: 1)], isSecure: true, trust: .certificateAuthority(path: missing)))
            await #expect(throws: EtcdError.unusableCertificateAuthority(path: missing, reason: "no such file")) {
                _ = try await client.range(.key("k"))
            }
            try EtcdTrust.certificateAuthority(path: certificates.authority).prepare()
        }
    }
}
