import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import OfflineFirstStore
import Testing

/// Three replicas of one board on a real etcd member, each cut off and healed at random (and now and
/// then the member itself killed and started again), while people add, move, edit, delete, undo and
/// redo through them. After the last heal and a sync of each, every replica's board is the cluster's,
/// and every change any replica acknowledged is in the shared history exactly once, or in a conflict
/// list: none lost, none applied twice.
@Suite(.timeLimit(.minutes(10)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct OfflineFirstModelTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func afterTheLastHealEveryReplicaHoldsTheClustersBoardAndNoChangeIsLostOrAppliedTwice(seed: UInt64) async throws {
        let scratch = try TemporaryDirectory()
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/model-\(seed)")
            let names = ["alice", "bob", "carol"]
            let remotes = names.map { CuttableRemote(EtcdProjectRepository(address: address, cacheFile: scratch.store("\($0).board"))) }
            let replicas = zip(names, remotes).map { OfflineFirstRepository(remote: $1, outbox: Outbox(file: scratch.store("\($0).outbox"))) }
            var changes = RandomChanges(writers: zip(names, replicas).map { (Author($0), $1 as any ProjectRepository) },
                                        clock: FixedClock(), ids: SequentialIDGenerator(), seed: seed)
            var dice = SeededDice(seed: seed)
            var madeOffline = Set<String>()
            for _ in 0..<150 {
                if dice.roll(3) == 0 { remotes[dice.roll(3)].isCut.toggle() }
                let memberDown = dice.roll(15) == 0
                if memberDown { cluster.kill(0) }
                try await changes.step()
                for replica in replicas { madeOffline.formUnion(try replica.outbox.contents().waiting.map(\.id)) }
                if memberDown { try await cluster.restart(0) }
                // People look at the board now and then: what a replica shows offline is the board it read last.
                for replica in replicas where dice.roll(2) == 0 {
                    // A replica cut off before it ever read the board, with nothing waiting, has no board to show.
                    do { _ = try await replica.loadBoard(for: .unknown) } catch StorageError.offline {}
                }
            }

            #expect(!madeOffline.isEmpty, "no replica was ever cut off while changing the board")
            for remote in remotes { remote.isCut = false }
            for _ in 0..<2 { for replica in replicas { _ = try await replica.sync() } }
            let truth = EtcdProjectRepository(address: address)
            let board = try await truth.loadBoard(for: .unknown).allProjects.sorted { $0.id < $1.id }
            var conflicts = Set<String>()
            for (replica, remote) in zip(replicas, remotes) {
                #expect(try replica.outbox.contents().waiting.isEmpty)
                conflicts.formUnion(try replica.conflicts().map(\.id))
                #expect(try await replica.loadBoard(for: .unknown).allProjects.sorted { $0.id < $1.id } == board)
                remote.isCut = true  // what the replica shows offline now: the board it last read
                #expect(try await replica.loadBoard(for: .unknown).allProjects.sorted { $0.id < $1.id } == board)
            }

            let client = EtcdClient(EtcdConfiguration(address: address))
            let applied = try await client.range(.prefix("model-\(seed)/applied/")).keyValues
            let appliedIDs = Set(applied.map { String($0.key.dropFirst("model-\(seed)/applied/".count)) })
            #expect(appliedIDs.isDisjoint(with: conflicts), "a change both applied and in conflict")
            #expect(madeOffline.subtracting(appliedIDs.union(conflicts)).isEmpty, "made offline, neither applied nor in conflict")
            #expect(appliedIDs.union(conflicts).subtracting(madeOffline).isEmpty, "applied or in conflict, never acknowledged")
            // Each applied intent names the history line it wrote, and no two name the same one.
            #expect(Set(applied.map(\.value)).count == applied.count)
            let lines = try await truth.history(limit: Workspace.historyLimit).count
            #expect(lines == remotes.map(\.acknowledged).reduce(0, +) + appliedIDs.count, "history lines beside what was acknowledged")
            print("seed \(seed): \(lines) history lines, \(madeOffline.count) changes made offline, \(conflicts.count) conflicts")
        }
    }
}

/// SplitMix64 dice, repeatable from a seed.
struct SeededDice {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D }

    mutating func roll(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
}
