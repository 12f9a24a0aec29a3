import Domain
import DomainTesting
import Foundation
import OfflineFirstStore
import Testing

/// Undo and redo stay each person's across the gap: an undo or redo made offline takes back, or
/// applies again, that person's newest change, made online before the cut or offline after it.
struct UndoAcrossTheGapTests {
    let directory: TemporaryDirectory
    let remote = SwitchableRemote()
    let clock = FixedClock()

    init() throws { directory = try TemporaryDirectory() }

    /// The person's next command: a new process on the same outbox.
    func replica(_ name: String) -> Replica {
        Replica(on: remote, author: Author(name), clock: clock, in: directory.store(name))
    }

    @Test func anUndoMadeOfflineTakesBackMyNewestChangeMadeOnlineBeforeTheCut() async throws {
        let (alice, bob) = (replica("alice"), replica("bob"))
        let plan = try await alice.add("Plan", number: 1)
        try await alice.move(plan.id, to: .doing)
        try await bob.add("Bob's", number: 2)
        _ = try await alice.board()
        remote.isCut = true
        let offline = replica("alice")
        try await offline.undo()
        #expect(try await offline.board().map(\.state) == [.todo, .todo])
        #expect(offline.repository.status?.waiting == 1)

        remote.isCut = false
        #expect(try await offline.repository.sync().sent == 1)
        #expect(try await remote.board.projects(withIDs: [plan.id]).first?.state == .todo)
        let top = try #require(try await remote.board.history(limit: 1).first)
        #expect(top.kind == .undo && top.author == alice.author && top.action == .moved(title: "Plan", from: .todo, to: .doing))
        #expect(try offline.repository.conflicts().isEmpty)
    }

    @Test func aRedoMadeOfflineAppliesAgainMyChangeUndoneOnlineBeforeTheCut() async throws {
        let alice = replica("alice")
        let plan = try await alice.add("Plan", number: 1)
        try await alice.move(plan.id, to: .done)
        try await alice.undo()
        _ = try await alice.board()
        remote.isCut = true
        let offline = replica("alice")
        try await offline.redo()
        #expect(try await offline.board().first?.state == .done)

        remote.isCut = false
        #expect(try await offline.repository.sync().sent == 1)
        #expect(try await remote.board.projects(withIDs: [plan.id]).first?.state == .done)
        #expect(try await remote.board.history(limit: 3).map(\.kind) == [.redo, .undo, .change])
        // The stacks go on from there: the next undo, online, takes the move back again.
        try await offline.undo()
        #expect(try await remote.board.projects(withIDs: [plan.id]).first?.state == .todo)
    }
}
