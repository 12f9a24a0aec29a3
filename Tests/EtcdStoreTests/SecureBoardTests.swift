import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// A board on etcd members that serve TLS: the repository contract, and the built `project-manager`
/// with the right CA, a wrong one, a CA file that cannot be used, and credentials.
@Suite(.timeLimit(.minutes(5)), .enabled(if: TestCertificates.shouldRun, Comment(rawValue: TestCertificates.skipReason)))
struct SecureBoardTests {
    @Test func theRepositoryKeepsEveryClauseOverTLS() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                for clause in RepositoryContract.clauses {
                    try await clause.verify {
                        var address = try EtcdAddress(parsing: "etcds://\(cluster.endpoints[0])/contract-\(UUID().uuidString.prefix(8))")
                        address.trust = .certificateAuthority(path: certificates.authority)
                        return { [address] in EtcdProjectRepository(address: address) }
                    }
                }
            }
        }
    }

    @Test func everyCommandWorksWithTheRightCAAndAWrongOneIsAnErrorNotAnOfflineBoard() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                let endpoint = cluster.endpoints[0]
                var program = try SharedBoardProgram(store: "etcds://\(endpoint)/team")
                defer { program.removeScratch() }
                program.extra = ["PROJECT_MANAGER_ETCD_CA": certificates.authority]
                let add = try await program.run("add", "Over TLS")
                #expect(add.status == 0 && add.errors.isEmpty, "\(add)")
                let id = add.output.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(try await program.run("move", id, "doing").status == 0)
                let list = try await program.run("list")
                #expect(list.status == 0 && list.output.contains("DOING") && list.output.contains("Over TLS"), "\(list)")
                #expect(try await program.run("undo").status == 0)
                #expect(try await program.run("list").output.contains("TODO"))

                // The board is cached now; a certificate that does not verify must not show it as offline.
                program.extra["PROJECT_MANAGER_ETCD_CA"] = certificates.otherAuthority
                for arguments in [["list"], ["add", "Never sent"]] {
                    let run = try await program.run(arguments)
                    #expect(run.status == 3, "\(run)")
                    #expect(run.output.isEmpty, "\(run)")
                    #expect(run.errors.hasPrefix("error: "), "\(run)")
                    #expect(run.errors.contains("etcd at \(endpoint) presented a certificate that does not verify: unable to get local issuer certificate"), "\(run)")
                    #expect(!run.errors.contains("offline") && !run.errors.contains("warning:"), "\(run)")
                }
                program.extra["PROJECT_MANAGER_ETCD_CA"] = certificates.authority
                let after = try await program.run("list")
                #expect(!after.output.contains("Never sent"), "\(after)")
            }
        }
    }

    @Test func aCAFileThatCannotBeUsedOrAPlainAddressWithACAIsAnErrorBeforeAnyConnection() async throws {
        try await TestCertificates.with { certificates in
            // No member anywhere: these fail before connecting.
            var program = try SharedBoardProgram(store: "etcds://127.0.0.1:1/team")
            defer { program.removeScratch() }
            let missing = certificates.directory.appendingPathComponent("missing.pem").path
            program.extra = ["PROJECT_MANAGER_ETCD_CA": missing]
            let run = try await program.run("list")
            #expect(run.status == 3, "\(run)")
            #expect(run.errors.hasPrefix("error: PROJECT_MANAGER_ETCD_CA names \(missing), which cannot be used: no such file\n"), "\(run)")

            var plain = try SharedBoardProgram(store: "etcd://127.0.0.1:1/team")
            defer { plain.removeScratch() }
            plain.extra = ["PROJECT_MANAGER_ETCD_CA": certificates.authority]
            let refused = try await plain.run("list")
            #expect(refused.status == 3, "\(refused)")
            #expect(refused.errors.hasPrefix("error: PROJECT_MANAGER_ETCD_CA is set, but etcd://127.0.0.1:1/team is plain HTTP"), "\(refused)")
        }
    }

    @Test func credentialsWorkOverTLSAndThePasswordIsNeverShown() async throws {
        try await TestCertificates.with { certificates in
            try await EtcdCluster.with(tls: certificates.member) { cluster in
                try await cluster.enableAuthentication(rootPassword: "tls-horse-battery")
                var program = try SharedBoardProgram(store: "etcds://\(cluster.endpoints[0])/team")
                defer { program.removeScratch() }
                program.extra = [
                    "PROJECT_MANAGER_ETCD_CA": certificates.authority,
                    "PROJECT_MANAGER_ETCD_USER": "root", "PROJECT_MANAGER_ETCD_PASSWORD": "Wrong-Staple-9431",
                ]
                let denied = try await program.run("add", "Denied")
                #expect(denied.status == 3 && denied.errors.hasPrefix("error: "), "\(denied)")
                #expect(!(denied.output + denied.errors).contains("Wrong-Staple-9431"), "\(denied)")
                program.extra["PROJECT_MANAGER_ETCD_PASSWORD"] = "tls-horse-battery"
                let allowed = try await program.run("add", "Allowed")
                #expect(allowed.status == 0, "\(allowed)")
                let history = try await program.run("history")
                #expect(history.output.contains("root"), "\(history)")
                #expect(!(allowed.output + allowed.errors + history.output + history.errors).contains("tls-horse-battery"))
            }
        }
    }
}
