import EtcdKit
import EtcdTesting
import Foundation
import Synchronization
import Testing

/// The client against a three-member cluster that loses members: no acknowledged write is lost, work
/// goes on with the survivors, and when none is left the client says so quickly, naming them.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct FailoverTests {
    /// Puts one key after another until told to stop, sorting each by what the client answered.
    private final class Tally: Sendable {
        struct Counts {
            var acknowledged: [Int] = []
            var unknown: [Int] = []
            var failed: [String] = []
            var slowest = Duration.zero
        }
        let counts = Mutex(Counts())
    }

    @Test func killingTheLeaderLosesNoAcknowledgedPutAndPutsGoOnOnTheSurvivors() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let leader = try await cluster.leader()
            // The leader first, so the client is talking to it when it dies.
            let endpoints = [cluster.endpoints[leader]] + cluster.endpoints.indices.filter { $0 != leader }.map { cluster.endpoints[$0] }
            let configuration = EtcdConfiguration(endpoints: endpoints, requestTimeout: .seconds(2), operationTimeout: .seconds(10))
            let writer = EtcdClient(configuration)
            let watcher = EtcdClient(configuration)
            let events = try await watcher.watch(.prefix("f/"))

            let tally = Tally()
            let (acknowledgements, acknowledged) = AsyncStream.makeStream(of: Int.self)
            let total = 400, killAfter = 100
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for index in 0..<total {
                        let started = ContinuousClock.now
                        do throws(EtcdError) {
                            try await writer.put("f/\(index)", Data("\(index)".utf8))
                            tally.counts.withLock { $0.acknowledged.append(index) }
                            acknowledged.yield(index)
                        } catch .outcomeUnknown, .timedOut {  // sent, then no answer: it may have been applied
                            tally.counts.withLock { $0.unknown.append(index) }
                        } catch {
                            tally.counts.withLock { $0.failed.append("\(index): \(error)") }
                        }
                        let took = ContinuousClock.now - started
                        tally.counts.withLock { $0.slowest = max($0.slowest, took) }
                    }
                    acknowledged.finish()
                }
                group.addTask {
                    for await index in acknowledgements where index + 1 >= killAfter {
                        cluster.kill(leader)  // while the writer keeps going
                        return
                    }
                }
                try await group.waitForAll()
            }

            let counts = tally.counts.withLock { $0 }
            let survivors = EtcdClient(EtcdConfiguration(endpoints: cluster.endpoints.indices.filter { $0 != leader }.map { cluster.endpoints[$0] }))
            let stored = try await survivors.range(.prefix("f/"))
            let keys = Set(stored.keyValues.map(\.key))
            let lost = counts.acknowledged.filter { !keys.contains("f/\($0)") }
            #expect(lost.isEmpty, "acknowledged but missing: \(lost)")
            #expect(stored.keyValues.allSatisfy { $0.value == Data($0.key.dropFirst(2).utf8) })
            #expect(counts.failed.isEmpty, "\(counts.failed)")
            #expect(counts.acknowledged.filter { $0 >= killAfter + 5 }.count > 0, "no put succeeded after the leader died")
            #expect(counts.acknowledged.count + counts.unknown.count == total)

            // The watch moved to a survivor and missed nothing: every stored key seen exactly once.
            let expected = stored.keyValues.count
            let seen = try await within(.seconds(10)) {
                var seen: [String] = []
                for try await batch in events {
                    seen += batch.map(\.keyValue.key)
                    if seen.count >= expected { break }
                }
                return seen
            }
            #expect(seen.sorted() == stored.keyValues.map(\.key).sorted())

            print("failover: killed leader m\(leader) of 3 after \(killAfter) puts; \(counts.acknowledged.count) of \(total) puts acknowledged, \(counts.unknown.count) outcome unknown, \(counts.failed.count) failed; \(lost.count) acknowledged puts lost; \(stored.keyValues.count) keys stored; slowest put \(counts.slowest); watch saw \(seen.count) events, \(Set(seen).count) distinct")
        }
    }

    @Test func withEveryMemberDownTheClientNamesEachMemberAndWhyQuickly() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let client = EtcdClient(EtcdConfiguration(endpoints: cluster.endpoints, requestTimeout: .seconds(2), operationTimeout: .seconds(60)))
            try await client.put("k", Data("v".utf8))
            let events = try await client.watch(.prefix("k"))
            for index in cluster.endpoints.indices { cluster.kill(index) }
            let refused = EtcdError.unreachable(cluster.endpoints.map { EtcdMemberFailure($0, reason: "connection refused") })

            let started = ContinuousClock.now
            let error = await #expect(throws: EtcdError.self) { try await client.range(.key("k")) }
            // Refused connections are known at once: well before the minute the operation may take (the
            // bound leaves room for a test runtime whose threads are busy with other suites).
            #expect(ContinuousClock.now - started < .seconds(30))
            #expect(error == refused)
            for endpoint in cluster.endpoints { #expect(error?.description.contains("connection refused (\(endpoint))") == true, "\(String(describing: error))") }
            await #expect(throws: refused) { try await client.put("k", Data()) }
            await #expect(throws: refused) { _ = try await client.watch(.prefix("k")) }
            // The open watch ends the same way once it finds no member to resume on.
            await #expect(throws: refused) {
                try await within(.seconds(30)) { for try await _ in events {} }
            }
        }
    }

    @Test func killingAFollowerGoesUnnoticed() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let leader = try await cluster.leader()
            let follower = cluster.endpoints.indices.first { $0 != leader }!
            // The follower first, so the client is talking to it when it dies.
            let endpoints = [cluster.endpoints[follower]] + cluster.endpoints.indices.filter { $0 != follower }.map { cluster.endpoints[$0] }
            let client = EtcdClient(EtcdConfiguration(endpoints: endpoints, requestTimeout: .seconds(2), operationTimeout: .seconds(10)))
            var failures: [EtcdError] = []
            for index in 0..<200 {
                if index == 50 { cluster.kill(follower) }
                do throws(EtcdError) {
                    try await client.put("g/\(index)", Data("\(index)".utf8))
                } catch {
                    failures.append(error)
                }
            }
            #expect(failures.isEmpty, "\(failures)")
            #expect(try await client.range(.prefix("g/")).count == 200)
            print("failover: killed follower m\(follower) of 3 after 50 puts; \(200 - failures.count) of 200 acknowledged, \(failures.count) errors")
        }
    }

    @Test func losingTheQuorumStopsWritesUntilAMemberReturns() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let client = EtcdClient(EtcdConfiguration(endpoints: cluster.endpoints, requestTimeout: .seconds(1), operationTimeout: .seconds(30)))
            try await client.put("q/before", Data())
            let leader = try await cluster.leader()
            let follower = cluster.endpoints.indices.first { $0 != leader }!
            let survivor = cluster.endpoints.indices.first { $0 != leader && $0 != follower }!
            cluster.kill(leader)
            cluster.kill(follower)

            // One member of three: no quorum, so no leader. The survivor holds a read until it gives up
            // itself; its status says it has no leader, and too few members answer: the quorum is lost, said
            // once the survivor noticed (etcd's election timeout, 1 to 2 s here) after one first-byte bound:
            // under 1 s on a quiet machine; the bound here only tells it from waiting out the 30 s operation.
            try await cluster.waitUntilLeaderless(survivor)
            let lost = EtcdError.quorumLost(answering: [cluster.endpoints[survivor]], members: 3)
            let started = ContinuousClock.now
            let read = await #expect(throws: EtcdError.self) { try await client.range(.key("q/before")) }
            let took = ContinuousClock.now - started
            #expect(read == lost, "\(String(describing: read))")
            #expect(took < .seconds(10), "\(took)")
            // A write sent may still be applied should the quorum return: its outcome is unknown, unless
            // the survivor refused it outright.
            let expected: Set<EtcdError> = [lost, .timedOut(cluster.endpoints[survivor])]
            let write = await #expect(throws: EtcdError.self) { try await client.put("q/lost", Data()) }
            #expect(write.map(expected.contains) == true, "\(String(describing: write))")

            try await cluster.restart(follower)
            try await client.put("q/after", Data())
            let keys = try await client.range(.prefix("q/")).keyValues.map(\.key)
            #expect(keys.contains("q/before") && keys.contains("q/after"))
            print("failover: killed leader m\(leader) and follower m\(follower) of 3; read told the quorum lost in \(took); write saw \(write.map(String.init(describing:)) ?? "-"), read saw \(read.map(String.init(describing:)) ?? "-"); after m\(follower) restarted: writes acknowledged, keys \(keys)")
        }
    }

    @Test func aWatchFromNowMissesNothingWhenItsMemberDiesBeforeAnyEvent() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            // The watch listens to a follower (no election when it dies); the writer talks to the leader.
            let leader = try await cluster.leader()
            let follower = cluster.endpoints.indices.first { $0 != leader }!
            let watcher = EtcdClient(EtcdConfiguration(endpoints: [cluster.endpoints[follower], cluster.endpoints[leader]]))
            let writer = EtcdClient(EtcdConfiguration(endpoints: [cluster.endpoints[leader]]))
            let events = try await watcher.watch(.prefix("n/"))
            cluster.kill(follower)
            // Written while the watch has no member: it must resume from where it started, not from "now".
            let revision = try await writer.put("n/1", Data("while reconnecting".utf8))
            let first = try await within(.seconds(10)) { try await events.first { _ in true } }
            #expect(first?.map(\.keyValue.key) == ["n/1"])
            #expect(first?.first?.keyValue.modRevision == revision)
        }
    }
}
