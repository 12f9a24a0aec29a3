import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import OfflineFirstStore
import Testing

/// A sync of many changes goes several to a transaction, each decided on the board as the ones before
/// it, and the team, left it: here more changes than the sync's first read covers, so later
/// transactions guess, and three of the guesses are wrong.
@Suite(.timeLimit(.minutes(3)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct BatchSyncTests {
    @Test func manyOfflineMovesGoTogetherAndThoseOvertakenMeanwhileAreConflicts() async throws {
        let scratch = try TemporaryDirectory()
        try await EtcdCluster.with { cluster in
            let alice = try ModelReplica("alice", cluster: cluster, board: "batch", in: scratch)
            defer { alice.stop() }
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/batch")
            let (bob, clock) = (EtcdProjectRepository(address: address), FixedClock())
            var ids: [ProjectID] = []
            let add = AddProject(repository: bob, clock: clock, ids: SequentialIDGenerator(), author: Author("bob"))
            for number in 0..<70 { ids.append(try await add(ProjectDraft(title: "Project \(number)")).id) }
            _ = try await alice.repository.loadBoard(for: .unknown)

            alice.isCut = true
            let move = MoveProject(repository: alice.repository, clock: clock, author: Author("alice"))
            for id in ids { _ = try await move(id, to: .doing) }
            let overtaken = [ids[5], ids[40], ids[69]]
            for id in overtaken { _ = try await MoveProject(repository: bob, clock: clock, author: Author("bob"))(id, to: .done) }
            alice.isCut = false

            let client = EtcdClient(EtcdConfiguration(address: address))
            let before = try await client.range(.key("batch/head")).revision
            let status = try await alice.repository.sync()
            let after = try await client.range(.key("batch/head")).revision
            #expect(status.sent == 67 && status.conflicts == 3 && status.waiting == 0, "\(status)")
            #expect(after - before < 10, "67 moves written in \(after - before) transactions")
            let board = try await bob.loadBoard(for: .unknown).allProjects
            #expect(board.filter { $0.state == .done }.map(\.id).sorted() == overtaken.sorted())
            #expect(board.filter { $0.state == .doing }.count == 67)
            let conflicts = try alice.repository.conflicts()
            #expect(conflicts.allSatisfy { $0.reason == .movedMeanwhile } && conflicts.count == 3)
            let history = try await bob.history(limit: Workspace.historyLimit)
            #expect(history.filter { $0.author == Author("alice") }.count == 67)
        }
    }

    @Test func aSyncSentAgainFindsItsChangesAppliedInAFewRequests() async throws {
        let scratch = try TemporaryDirectory()
        try await EtcdCluster.with { cluster in
            let alice = try ModelReplica("alice", cluster: cluster, board: "again", in: scratch)
            defer { alice.stop() }
            alice.isCut = true
            let add = AddProject(repository: alice.repository, clock: FixedClock(), ids: SequentialIDGenerator(), author: Author("alice"))
            for number in 0..<150 { _ = try await add(ProjectDraft(title: "Project \(number)")) }
            let outbox = alice.repository.outbox.file
            // As a sync killed after its last transaction, before it could take its changes off the outbox, leaves it.
            let waiting = try Data(contentsOf: outbox), ids = try alice.repository.outbox.contents().waiting.map(\.id)
            alice.isCut = false
            #expect(try await alice.repository.sync().sent == 150)
            // The changes of one run are recorded in a key per transaction, not one each; and found applied
            // by a change sent alone as well.
            let client = EtcdClient(EtcdConfiguration(address: try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/again")))
            let marks = try await client.range(.prefix("again/applied/"), keysOnly: true).keyValues
            #expect(Set(ids.map { $0.split(separator: "/")[0] }).count == 1 && marks.count < 10, "\(marks.count) keys")
            let twice = Project(id: SequentialIDGenerator(startingAt: 9_000).makeID(), title: "Twice", createdAt: Date())
            let event = WorkspaceEvent.commit(Change(action: .added(title: "Twice", to: .todo), before: [], after: [twice]), by: Author("alice"), date: Date())
            for id in [ids[0], ids[77], ids[149]] {
                #expect(try await alice.remote.etcd.change(once: id, reading: ReadSet()) { _ in (event, true) } == nil)
            }
            #expect(try await alice.remote.etcd.loadBoard(for: .unknown).allProjects.count == 150)
            // A transaction's changes share one key for their records and one for their history lines; a
            // key goes once the undo stack forgot all its changes, and no other does.
            let records = try await StoredChangeRecords(board: "again", client: client)
            #expect(records.named.count == Workspace.undoLimit && records.missing.isEmpty && records.leftBehind.isEmpty, "\(records)")
            #expect(records.keys < 5, "150 records in \(records.keys) keys")
            #expect(try await client.range(.prefix("again/history/"), keysOnly: true).keyValues.count < 5)
            // Read back line by line, a page cut anywhere.
            let titles = { (count: Int) in try await alice.remote.etcd.history(limit: count).map { $0.action } }
            #expect(try await titles(7) == (143..<150).reversed().map { HistoryAction.added(title: "Project \($0)", to: .todo) })
            #expect(try await titles(Workspace.historyLimit) == (0..<150).reversed().map { HistoryAction.added(title: "Project \($0)", to: .todo) })
            try waiting.write(to: outbox)

            let before = alice.remote.etcd.requestsSent
            let status = try await alice.repository.sync()
            let requests = alice.remote.etcd.requestsSent - before
            #expect(status.sent == 150 && status.waiting == 0 && status.conflicts == 0, "\(status)")
            #expect(requests < 20, "150 changes applied already, found in \(requests) requests")
            #expect(try await alice.repository.history(limit: Workspace.historyLimit).filter { $0.author == Author("alice") }.count == 150)
            // The newest change undone and redone from its page.
            try await UndoChange(repository: alice.remote.etcd, clock: FixedClock(), author: Author("alice"))()
            #expect(try await alice.remote.etcd.loadBoard(for: .unknown).allProjects.count == 149)
            try await RedoChange(repository: alice.remote.etcd, clock: FixedClock(), author: Author("alice"))()
            #expect(try await alice.remote.etcd.loadBoard(for: .unknown).allProjects.count == 150)
        }
    }
}
