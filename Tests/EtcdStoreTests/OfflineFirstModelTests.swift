import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import OfflineFirstStore
import Testing

/// Three replicas of one board on a real three-member cluster, each behind relays of its own that the
/// test cuts and heals at random (and now and then a replica's `project-manager sync` SIGKILLed
/// part-way), while people add, move, edit, delete, undo and redo
/// through them. After the last heal and a sync of each, every replica's board is the cluster's, and
/// every change any replica acknowledged is in the shared history exactly once, or in a conflict list:
/// none lost, none applied twice.
@Suite(.serialized, .timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct OfflineFirstModelTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func afterTheLastHealEveryReplicaHoldsTheClustersBoardAndNoChangeIsLostOrAppliedTwice(seed: UInt64) async throws {
        let scratch = try TemporaryDirectory()
        try await EtcdCluster.with(members: 3) { cluster in
            let board = "model-\(seed)"
            let replicas = try ["alice", "bob", "carol"].map { try ModelReplica($0, cluster: cluster, board: board, in: scratch) }
            defer { for replica in replicas { replica.stop() } }
            var changes = RandomChanges(writers: replicas.map { (Author($0.name), $0.repository as any ProjectRepository) },
                                        clock: FixedClock(), ids: SequentialIDGenerator(), seed: seed)
            var dice = SeededDice(seed: seed)
            var madeOffline = Set<String>(), killedSyncs = 0, finishedSyncs = 0, latest = 200_000
            for _ in 0..<120 {
                let toggled = dice.roll(3) == 0 ? replicas[dice.roll(3)] : nil
                toggled?.isCut.toggle()
                // Healed with changes waiting: the person's sync, killed at a random moment (the moments
                // shrink while syncs finish first).
                if let healed = toggled, !healed.isCut, !(try healed.repository.outbox.contents().waiting.isEmpty) {
                    let child = try healed.startSync()
                    child.child.signal(SIGKILL, after: .microseconds(dice.roll(latest)))
                    let run = try await child.finish(within: .seconds(60))
                    if run.termination.signal == SIGKILL {
                        killedSyncs += 1
                    } else {
                        finishedSyncs += 1
                        latest = max(latest * 3 / 4, 5_000)
                        #expect(run.status == 0, "\(run)")
                        #expect(try healed.repository.outbox.contents().waiting.isEmpty, "a finished sync left changes waiting: \(run)")
                    }
                }
                try await changes.step()
                for replica in replicas { madeOffline.formUnion(try replica.repository.outbox.contents().waiting.map(\.id)) }
                // People look at the board now and then: what a replica shows offline is the board it read last.
                for replica in replicas where dice.roll(2) == 0 {
                    // A replica cut off before it ever read the board, with nothing waiting, has no board to show.
                    do { _ = try await replica.repository.loadBoard(for: .unknown) } catch StorageError.offline {}
                }
            }

            #expect(!madeOffline.isEmpty, "no replica was ever cut off while changing the board")
            #expect(killedSyncs > 0, "no sync was killed")
            for replica in replicas { replica.isCut = false }
            for _ in 0..<2 { for replica in replicas { _ = try await replica.repository.sync() } }
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints.map(\.description).joined(separator: ","))/\(board)")
            let truth = EtcdProjectRepository(address: address)
            let projects = try await truth.loadBoard(for: .unknown).allProjects.sorted { $0.id < $1.id }
            var conflicts = Set<String>()
            for replica in replicas {
                #expect(try replica.repository.outbox.contents().waiting.isEmpty)
                conflicts.formUnion(try replica.repository.conflicts().map(\.id))
                #expect(try await replica.repository.loadBoard(for: .unknown).allProjects.sorted { $0.id < $1.id } == projects)
                replica.isCut = true  // what the replica shows offline now: the board it last read
                #expect(try await replica.repository.loadBoard(for: .unknown).allProjects.sorted { $0.id < $1.id } == projects)
            }

            let client = EtcdClient(EtcdConfiguration(address: address))
            // A change applied alone has its own key holding its history line; a sync's transaction lists the
            // changes of a run it applied in one key of that run.
            var appliedList: [String] = [], lineNumbers: [Int] = []
            for keyValue in try await client.range(.prefix("\(board)/applied/")).keyValues {
                let id = String(keyValue.key.dropFirst("\(board)/applied/".count)), value = String(decoding: keyValue.value, as: UTF8.self)
                if let line = Int(value) {
                    (appliedList, lineNumbers) = (appliedList + [id], lineNumbers + [line])
                } else {
                    appliedList += value.split(separator: "\n").map { "\(id.split(separator: "/")[0])/\($0)" }
                }
            }
            let appliedIDs = Set(appliedList)
            #expect(appliedIDs.count == appliedList.count, "a change recorded as applied twice")
            #expect(appliedIDs.isDisjoint(with: conflicts), "a change both applied and in conflict")
            #expect(madeOffline.subtracting(appliedIDs.union(conflicts)).isEmpty, "made offline, neither applied nor in conflict")
            #expect(appliedIDs.union(conflicts).subtracting(madeOffline).isEmpty, "applied or in conflict, never acknowledged")
            // Each change applied alone names the history line it wrote, and no two name the same one.
            #expect(Set(lineNumbers).count == lineNumbers.count)
            let lines = try await truth.history(limit: Workspace.historyLimit).count
            #expect(lines == replicas.map(\.remote.acknowledged).reduce(0, +) + appliedIDs.count, "history lines beside what was acknowledged")
            // Each conflict let go is a line of the shared history, by the person whose change it was.
            for replica in replicas {
                replica.isCut = false
                for conflict in try replica.repository.conflicts() { try await replica.repository.settle(conflict.id, apply: false) }
            }
            let letGo = try await truth.history(limit: Workspace.historyLimit).filter { $0.kind == .letGo }
            #expect(letGo.count == conflicts.count && letGo.allSatisfy { ["alice", "bob", "carol"].contains($0.author.name) })
            print("seed \(seed): \(lines) history lines, \(madeOffline.count) changes made offline, \(conflicts.count) conflicts, "
                + "syncs SIGKILLed \(killedSyncs), finished \(finishedSyncs)")
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
