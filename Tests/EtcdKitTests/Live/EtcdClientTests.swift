import EtcdKit
import EtcdTesting
import Foundation
import Testing

/// The client against one real etcd member: reads, writes, transactions, watches, compaction.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct EtcdClientTests {
    private func client(_ cluster: EtcdCluster, credentials: EtcdCredentials? = nil) -> EtcdClient {
        EtcdClient(EtcdConfiguration(endpoints: cluster.endpoints, credentials: credentials))
    }

    @Test func putRangePrefixAndDelete() async throws {
        try await EtcdCluster.with { cluster in
            let client = client(cluster)
            let first = try await client.put("b/1", Data("one".utf8))
            let second = try await client.put("b/2", Data("two".utf8))
            try await client.put("b0", Data("outside the prefix".utf8))
            #expect(second > first)

            let one = try await client.range(.key("b/1"))
            #expect(one.keyValues.map(\.key) == ["b/1"])
            #expect(one.keyValues.first?.value == Data("one".utf8))
            #expect(one.keyValues.first?.createRevision == first)
            #expect(one.keyValues.first?.version == 1)

            let all = try await client.range(.prefix("b/"))
            #expect(all.keyValues.map(\.key) == ["b/1", "b/2"])
            #expect(all.count == 2)
            #expect(!all.more)

            let limited = try await client.range(.prefix("b/"), limit: 1)
            #expect(limited.keyValues.map(\.key) == ["b/1"])
            #expect(limited.more)
            #expect(limited.count == 2)

            let deleted = try await client.delete(.prefix("b/"))
            #expect(deleted.deleted == 2)
            #expect(try await client.range(.prefix("b/")).keyValues.isEmpty)
            #expect(try await client.range(.key("b0")).keyValues.count == 1)
            #expect(try await client.range(.key("missing")).keyValues.isEmpty)
        }
    }

    @Test func aTransactionAppliesItsSuccessBranchOnlyWhenTheRevisionsStillMatch() async throws {
        try await EtcdCluster.with { cluster in
            let client = client(cluster)
            let written = try await client.put("p/1", Data("v1".utf8))

            let applied = try await client.transaction(
                if: [EtcdCompare("p/1", .equal, .modRevision(written)), EtcdCompare("p/2", .equal, .version(0))],
                then: [.put(key: "p/1", value: Data("v2".utf8)), .put(key: "p/2", value: Data("new".utf8))],
                else: [.range(.key("p/1"))])
            #expect(applied.succeeded)
            #expect(applied.results == [.put, .put])
            #expect(applied.revision == written + 1)

            // The same compare again: p/1 moved on, so the failure branch runs and shows its state.
            let refused = try await client.transaction(
                if: [EtcdCompare("p/1", .equal, .modRevision(written))],
                then: [.delete(.prefix("p/"))],
                else: [.range(.key("p/1"))])
            #expect(!refused.succeeded)
            #expect(refused.revision == applied.revision)
            guard case .range(let current)? = refused.results.first else {
                Issue.record("expected a range result, got \(refused.results)")
                return
            }
            #expect(current.keyValues.map(\.value) == [Data("v2".utf8)])
            #expect(current.keyValues.first?.modRevision == applied.revision)
            #expect(try await client.range(.prefix("p/")).count == 2)
        }
    }

    @Test func aCountInATransactionSaysHowManyKeysThereAreAndSendsNoneOfThem() async throws {
        try await EtcdCluster.with { cluster in
            let client = client(cluster)
            for number in 1...3 { try await client.put("c/\(number)", Data("value \(number)".utf8)) }
            try await client.put("c0", Data("outside the prefix".utf8))

            let result = try await client.transaction(if: [], then: [.count(.prefix("c/")), .range(.key("c/2"))])
            guard case .range(let counted)? = result.results.first, case .range(let read)? = result.results.last else {
                Issue.record("expected two range results, got \(result.results)")
                return
            }
            #expect(counted.count == 3 && counted.keyValues.isEmpty)
            #expect(read.keyValues.map(\.value) == [Data("value 2".utf8)])
        }
    }

    @Test func aWatchSeesAnotherClientsPutAndDeleteInOrder() async throws {
        try await EtcdCluster.with { cluster in
            let watcher = client(cluster)
            let writer = client(cluster)
            let events = try await watcher.watch(.prefix("w/"))
            let listener = Task {
                var iterator = events.makeAsyncIterator()
                return (try await iterator.next(), try await iterator.next())
            }
            let revision = try await writer.put("w/1", Data("hello".utf8))
            try await writer.put("elsewhere", Data())
            try await writer.delete(.key("w/1"))

            // How soon a change is heard is measured where it matters, on the board (README, Share a board).
            let (first, second) = try await within(.seconds(5)) { try await listener.value }
            #expect(first == [EtcdWatchEvent(kind: .put, keyValue: EtcdKeyValue(
                key: "w/1", value: Data("hello".utf8), createRevision: revision, modRevision: revision, version: 1))])
            #expect(second?.map(\.kind) == [.delete])
            #expect(second?.first?.keyValue.key == "w/1")
            #expect(second?.first?.keyValue.modRevision == revision + 2)
        }
    }

    @Test func aWatchFromACompactedRevisionReportsTheCompaction() async throws {
        try await EtcdCluster.with { cluster in
            let client = client(cluster)
            let old = try await client.put("c/1", Data("a".utf8))
            let latest = try await client.put("c/1", Data("b".utf8))
            try await client.compact(revision: latest)

            // The watch is created, then cancelled: the stream ends with the compaction.
            let stale = try await client.watch(.prefix("c/"), from: old)
            await #expect(throws: EtcdError.compacted(revision: latest)) {
                try await within(.seconds(5)) { for try await _ in stale {} }
            }
            await #expect(throws: EtcdError.compacted(revision: old)) {
                _ = try await client.range(.prefix("c/"), revision: old)
            }
            // What a caller does next: read the current state, watch from just after it.
            let current = try await client.range(.prefix("c/"))
            let events = try await client.watch(.prefix("c/"), from: current.revision + 1)
            try await client.put("c/2", Data("c".utf8))
            #expect(try await within(.seconds(5)) { try await events.first { _ in true } }?.map(\.keyValue.key) == ["c/2"])
        }
    }

    @Test func authenticationWithTheRightAndAWrongPassword() async throws {
        try await EtcdCluster.with { cluster in
            let password = "Pa55-\(UUID().uuidString.prefix(8))"
            try await cluster.enableAuthentication(rootPassword: password)

            let right = client(cluster, credentials: EtcdCredentials(user: "root", password: password))
            try await right.put("a/1", Data("x".utf8))
            #expect(try await right.range(.key("a/1")).keyValues.count == 1)
            let events = try await right.watch(.prefix("a/"))
            try await right.put("a/2", Data("y".utf8))
            #expect(try await within(.seconds(5)) { try await events.first { _ in true } }?.map(\.keyValue.key) == ["a/2"])

            let wrongPassword = password + "-wrong"
            let wrong = client(cluster, credentials: EtcdCredentials(user: "root", password: wrongPassword))
            let error = await #expect(throws: EtcdError.self) { try await wrong.put("a/3", Data()) }
            #expect(error == .authenticationFailed(user: "root"))
            for text in [String(describing: error), String(reflecting: error), error?.description ?? "",
                         String(describing: EtcdCredentials(user: "root", password: wrongPassword)),
                         String(reflecting: EtcdCredentials(user: "root", password: wrongPassword))] {
                #expect(!text.contains(wrongPassword) && !text.contains(password), "the password leaked: \(text)")
            }

            let anonymous = client(cluster)
            await #expect(throws: EtcdError.authenticationRequired) { try await anonymous.range(.key("a/1")) }
            await #expect(throws: EtcdError.authenticationRequired) { _ = try await anonymous.watch(.prefix("a/")) }
        }
    }

    @Test func anExpiredTokenIsRenewedWithoutTheCallerNoticing() async throws {
        try await EtcdCluster.with { cluster in
            let password = "Pa55-\(UUID().uuidString.prefix(8))"
            try await cluster.enableAuthentication(rootPassword: password)
            let client = client(cluster, credentials: EtcdCredentials(user: "root", password: password))
            try await client.put("t/1", Data("before".utf8))
            try await cluster.invalidateTokens(rootPassword: password)
            try await client.put("t/2", Data("after".utf8))
            #expect(try await client.range(.prefix("t/")).keyValues.map(\.key) == ["t/1", "t/2"])
        }
    }

    @Test func theClientRecoversWhenTheMemberComesBack() async throws {
        try await EtcdCluster.with { cluster in
            let client = client(cluster)
            try await client.put("r/1", Data("kept".utf8))
            cluster.kill(0)
            await #expect(throws: EtcdError.unreachable([EtcdMemberFailure(cluster.endpoints[0], reason: "connection refused")])) {
                try await client.range(.key("r/1"))
            }
            try await cluster.restart(0)
            #expect(try await client.range(.key("r/1")).keyValues.map(\.value) == [Data("kept".utf8)])
        }
    }

    @Test func aUserWithoutPermissionIsToldSo() async throws {
        try await EtcdCluster.with { cluster in
            let password = "Pa55-\(UUID().uuidString.prefix(8))"
            try await cluster.addReader("reader", password: "read-only", prefix: "open/")
            try await cluster.enableAuthentication(rootPassword: password)
            let root = client(cluster, credentials: EtcdCredentials(user: "root", password: password))
            try await root.put("open/1", Data("readable".utf8))
            try await root.put("closed/1", Data("secret".utf8))

            let reader = client(cluster, credentials: EtcdCredentials(user: "reader", password: "read-only"))
            #expect(try await reader.range(.prefix("open/")).keyValues.map(\.key) == ["open/1"])
            let denied = EtcdError.permissionDenied(message: "etcdserver: permission denied")
            await #expect(throws: denied) { try await reader.put("open/2", Data()) }
            await #expect(throws: denied) { try await reader.range(.key("closed/1")) }
            await #expect(throws: denied) { _ = try await reader.watch(.prefix("closed/")) }
        }
    }

    @Test func theEventsOfOneTransactionArriveTogether() async throws {
        try await EtcdCluster.with { cluster in
            let client = client(cluster)
            let events = try await client.watch(.prefix("x/"))
            let result = try await client.transaction(if: [], then: [
                .put(key: "x/1", value: Data("a".utf8)), .put(key: "x/2", value: Data("b".utf8)), .delete(.key("x/0")),
            ])
            try await client.put("x/3", Data("c".utf8))
            let batches = try await within(.seconds(5)) {
                var batches: [[EtcdWatchEvent]] = []
                for try await batch in events {
                    batches.append(batch)
                    if batches.count == 2 { break }
                }
                return batches
            }
            #expect(batches.map { $0.map(\.keyValue.key) } == [["x/1", "x/2"], ["x/3"]])
            #expect(batches.first?.allSatisfy { $0.keyValue.modRevision == result.revision } == true)
        }
    }
}
