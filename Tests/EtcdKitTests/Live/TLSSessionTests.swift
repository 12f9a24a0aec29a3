@testable import EtcdKit
import EtcdTesting
import Foundation
import Testing

/// TLS sessions kept between processes: a new client (the next command, in a new process) with the same
/// cache folder resumes the session the last one saved, and a session is offered only from a file its
/// owner alone can read, only to the member it came from, and only under the trust it was verified under.
@Suite(.timeLimit(.minutes(5)), .enabled(if: TestCertificates.shouldRun, Comment(rawValue: TestCertificates.skipReason)))
struct TLSSessionTests {
    /// A configuration for `endpoints` over TLS, trusting `authority`, keeping sessions in `folder`.
    private func configuration(_ endpoints: [EtcdEndpoint], authority: String, folder: URL) -> EtcdConfiguration {
        var configuration = EtcdConfiguration(
            endpoints: endpoints, isSecure: true, trust: .certificateAuthority(path: authority), requestTimeout: .seconds(3),
            operationTimeout: .seconds(6))
        configuration.sessionFolder = folder
        return configuration
    }

    /// The permission bits of the file or folder at `path`.
    private func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int).map { $0 & 0o777 } ?? -1
    }

    @Test func aNewClientWithTheSameCacheFolderResumesTheSessionKeptForItsOwnerAlone() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                let folder = cluster.directory.appendingPathComponent("cache")
                let settings = configuration(cluster.endpoints, authority: certificates.authority, folder: folder)
                let first = EtcdClient(settings)
                try await first.put("s/1", Data("one".utf8))
                let sessions = folder.appendingPathComponent(TLSSessionCache.folderName)
                let files = try FileManager.default.contentsOfDirectory(atPath: sessions.path)

                let second = EtcdClient(settings)
                let read = try await second.range(.prefix("s/"))

                #expect(first.connections.statistics.resumed == 0)
                #expect(second.connections.statistics.opened == 1)
                #expect(second.connections.statistics.resumed == 1)
                #expect(read.keyValues.map(\.value) == [Data("one".utf8)])
                #expect(files.count == 1)
                #expect(try mode(sessions.path) == 0o700)
                #expect(try files.map { try mode(sessions.appendingPathComponent($0).path) } == [0o600])
            }
        }
    }

    /// What makes a saved session one never to offer.
    enum Unfit: String, CaseIterable, Sendable {
        case readableByOthers, olderThanItsLifetime

        var attributes: [FileAttributeKey: Any] {
            switch self {
            case .readableByOthers: [.posixPermissions: 0o644]
            case .olderThanItsLifetime: [.modificationDate: Date().addingTimeInterval(-Double(TLSSessionCache.lifetime) - 60)]
            }
        }
    }

    @Test(arguments: Unfit.allCases)
    func anUnfitSessionIsNeverOfferedAndTheFullHandshakeSavesAFreshOneOfTheOwnersAlone(_ unfit: Unfit) async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                let folder = cluster.directory.appendingPathComponent("cache")
                let settings = configuration(cluster.endpoints, authority: certificates.authority, folder: folder)
                try await EtcdClient(settings).put("s/1", Data("one".utf8))
                let trust = EtcdTrust.certificateAuthority(path: certificates.authority)
                let file = try #require(TLSSessionCache(in: folder).file(for: cluster.endpoints[0], trust: trust))
                try FileManager.default.setAttributes(unfit.attributes, ofItemAtPath: file)

                let refused = EtcdClient(settings)
                _ = try await refused.range(.prefix("s/"))
                let next = EtcdClient(settings)
                _ = try await next.range(.prefix("s/"))

                #expect(refused.connections.statistics.resumed == 0)
                #expect(try mode(file) == 0o600)  // the full handshake saved its session afresh
                #expect(next.connections.statistics.resumed == 1)
            }
        }
    }

    @Test func aSessionIsOfferedNeitherUnderAnotherAuthorityNorToAnotherAddress() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                let folder = cluster.directory.appendingPathComponent("cache")
                try await EtcdClient(configuration(cluster.endpoints, authority: certificates.authority, folder: folder)).put("s/1", Data())

                // A resumed session skips the certificate check: offered under another CA, it would let this through.
                let other = EtcdClient(configuration(cluster.endpoints, authority: certificates.otherAuthority, folder: folder))
                let error = await #expect(throws: EtcdError.self) { try await other.put("refused", Data()) }
                guard case .certificateRejected? = error else {
                    Issue.record("expected the certificate to be rejected, got \(String(describing: error))")
                    return
                }
                // The same CA under another path, and the same member under another address: full handshakes.
                let copy = folder.appendingPathComponent("ca-copy.pem")
                try FileManager.default.copyItem(atPath: certificates.authority, toPath: copy.path)
                let copied = EtcdClient(configuration(cluster.endpoints, authority: copy.path, folder: folder))
                let refused = try await copied.range(.key("refused"))
                let relay = try CountingRelay(to: cluster.endpoints[0])
                defer { relay.stop() }
                let relayed = EtcdClient(configuration([relay.endpoint], authority: certificates.authority, folder: folder))
                _ = try await relayed.range(.key("s/1"))

                #expect(copied.connections.statistics.resumed == 0)
                #expect(relayed.connections.statistics.resumed == 0)
                #expect(refused.keyValues.isEmpty)
            }
        }
    }
}
