import EtcdKit
import EtcdTesting
import Foundation
import ProcessTesting
import Testing

/// Reads on a board on real etcd members write nothing: a mistyped board name leaves no key behind. A
/// role that may only read can read and is told it cannot write; one that may not read is told so.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct SharedBoardReadTests {
    @Test func everyReadOfABoardThatWasNeverWrittenLeavesNoKey() async throws {
        try await EtcdCluster.with { cluster in
            let program = try SharedBoardProgram(store: "etcd://\(cluster.endpoints[0])/typo")
            defer { program.removeScratch() }
            let client = EtcdClient(EtcdConfiguration(endpoints: cluster.endpoints))
            for arguments in [["list"], ["list", "--json"], ["board"], ["export"], ["history"], ["history", "--json"], ["show", "12345678"]] {
                let run = try await program.run(arguments)
                #expect(run.status == (arguments[0] == "show" ? 1 : 0), "\(arguments): \(run)")
                let keys = try await client.range(.prefix("typo"), keysOnly: true)
                #expect(keys.keyValues.map(\.key).isEmpty, "\(arguments) wrote \(keys.keyValues.map(\.key))")
            }
            // The listing sees what a change writes.
            #expect(try await program.run("add", "Meant").status == 0)
            #expect(try await client.range(.prefix("typo"), keysOnly: true).keyValues.map(\.key).contains("typo/head"))
        }
    }

    @Test func aReaderReadsAndCannotWriteAndARoleThatMayNotReadIsToldItCannotRead() async throws {
        try await EtcdCluster.with { cluster in
            let owner = try SharedBoardProgram(store: "etcd://\(cluster.endpoints[0])/team")
            defer { owner.removeScratch() }
            #expect(try await owner.run("add", "Plan").status == 0)
            try await cluster.addReader("reader", password: "reader-pass", prefix: "team/")
            try await cluster.addUser("writer", password: "writer-pass", may: "WRITE", prefix: "team/")
            try await cluster.enableAuthentication(rootPassword: "root-pass")

            var reader = owner
            reader.extra = ["PROJECT_MANAGER_ETCD_USER": "reader", "PROJECT_MANAGER_ETCD_PASSWORD": "reader-pass"]
            let list = try await reader.run("list")
            #expect(list.status == 0 && list.output.contains("Plan"), "\(list)")
            #expect(try await reader.run("history").output.contains("Added 'Plan'."))
            let add = try await reader.run("add", "Not mine")
            #expect(add.status == 3, "\(add)")
            #expect(add.errors.hasPrefix("error: Cannot write etcd://\(cluster.endpoints[0])/team: etcd denied permission"), "\(add)")

            var writer = owner
            writer.extra = ["PROJECT_MANAGER_ETCD_USER": "writer", "PROJECT_MANAGER_ETCD_PASSWORD": "writer-pass"]
            for arguments in [["list"], ["history"], ["show", "1234"], ["export"]] {
                let run = try await writer.run(arguments)
                #expect(run.status == 3, "\(arguments): \(run)")
                #expect(run.errors.hasPrefix("error: Cannot read etcd://\(cluster.endpoints[0])/team: etcd denied permission"), "\(arguments): \(run)")
            }
            let korean = try await writer.run("list", "--locale", "ko")
            #expect(korean.errors.hasPrefix("error: etcd://\(cluster.endpoints[0])/team을(를) 읽을 수 없습니다: "), "\(korean)")
        }
    }
}
