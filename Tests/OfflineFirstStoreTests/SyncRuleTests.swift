import Domain
import DomainTesting
import Foundation
import OfflineFirstStore
import Testing

/// The sync's rules on a board in memory: changes made offline reach the board as what they meant,
/// each once; what can no longer apply is a conflict, kept until settled; undo and redo stay each
/// person's across the gap.
struct SyncRuleTests {
    let directory: TemporaryDirectory
    let remote = SwitchableRemote()
    let clock = FixedClock()

    init() throws { directory = try TemporaryDirectory() }

    func replica(_ name: String) -> Replica {
        Replica(on: remote, author: Author(name), clock: clock, in: directory.store(name))
    }

    @Test func aChangeMadeOfflineIsSavedHereShownAndSentOnceTheBoardAnswers() async throws {
        let alice = replica("alice")
        let plan = try await alice.add("Plan", number: 1)
        _ = try await alice.board()
        remote.isCut = true
        try await alice.move(plan.id, to: .done)
        let offline = try await alice.add("Offline", number: 2)
        #expect(alice.repository.status?.savedHere == true && alice.repository.status?.waiting == 2)
        #expect(try await alice.board().map(\.title) == ["Plan", "Offline"])
        #expect(try await alice.board().first?.state == .done)
        #expect(try await remote.board.loadBoard(for: alice.author).allProjects.count == 1)

        remote.isCut = false
        let status = try await alice.repository.sync()
        #expect(status == SharedBoardStatus(sent: 2))
        let board = try await remote.board.loadBoard(for: alice.author)
        #expect(board.projects(in: .done).map(\.id) == [plan.id] && board.projects(in: .todo).map(\.id) == [offline.id])
        #expect(try await remote.board.history(limit: 10).map(\.action.description) == [
            "Added 'Offline'.", "Moved 'Plan' from TODO to DONE.", "Added 'Plan'.",
        ])
    }

    @Test func editsOfDifferentFieldsBothStandAndOfTheSameFieldTheLaterArrivalWins() async throws {
        let (alice, bob) = (replica("alice"), replica("bob"))
        let plan = try await alice.add("Plan", number: 1)
        _ = try await alice.board()
        remote.isCut = true
        try await alice.edit(plan.id, ProjectEdit(title: "Alice's title", body: "Alice's body"))
        remote.isCut = false
        try await bob.edit(plan.id, ProjectEdit(title: "Bob's title", deadline: .some(CalendarDay(year: 2027, month: 1, day: 2))))
        try await alice.repository.sync()
        let now = try #require(try await remote.board.projects(withIDs: [plan.id]).first)
        #expect(now.title == "Alice's title" && now.body == "Alice's body" && now.deadline == CalendarDay(year: 2027, month: 1, day: 2))
        // What the later arrival replaced is kept in its change: undo gives Bob's title back.
        try await alice.undo()
        #expect(try await remote.board.projects(withIDs: [plan.id]).first?.title == "Bob's title")
    }

    @Test func anEditOfAProjectDeletedMeanwhileIsAConflictSettledByApplyingItAnyway() async throws {
        let (alice, bob) = (replica("alice"), replica("bob"))
        let plan = try await alice.add("Plan", number: 1)
        _ = try await alice.board()
        remote.isCut = true
        try await alice.edit(plan.id, ProjectEdit(title: "Kept"))
        remote.isCut = false
        try await bob.delete(plan.id)
        let status = try await alice.repository.sync()
        #expect(status.conflicts == 1 && status.waiting == 0 && status.sent == 0)
        let conflicts = try alice.repository.conflicts()
        #expect(conflicts.map(\.reason) == [.projectGone] && conflicts.first?.action == .edited(title: "Kept"))
        #expect(try await alice.board().isEmpty)

        try await alice.repository.settle(try #require(conflicts.first).id, apply: true)
        #expect(try alice.repository.conflicts().isEmpty)
        #expect(try await remote.board.projects(withIDs: [plan.id]).map(\.title) == ["Kept"])
        #expect(try await remote.board.history(limit: 1).map(\.action) == [.edited(title: "Kept")])
    }

    @Test func aMoveRacingAMoveIsAConflictAndLettingItGoChangesNothingButTheHistory() async throws {
        let (alice, bob) = (replica("alice"), replica("bob"))
        let plan = try await alice.add("Plan", number: 1)
        _ = try await alice.board()
        remote.isCut = true
        try await alice.move(plan.id, to: .done)
        remote.isCut = false
        try await bob.move(plan.id, to: .doing)
        try await alice.repository.sync()
        let conflict = try #require(try alice.repository.conflicts().first)
        #expect(conflict.reason == .movedMeanwhile)
        let before = try await remote.board.history(limit: 10)
        try await alice.repository.settle(conflict.id, apply: false)
        #expect(try alice.repository.conflicts().isEmpty)
        // The board is as it was; the history says who let what go.
        let history = try await remote.board.history(limit: 10)
        #expect(Array(history.dropFirst()) == before)
        let letGo = try #require(history.first)
        #expect(letGo.kind == .letGo && letGo.author == alice.author && letGo.action == .moved(title: "Plan", from: .todo, to: .done))
        #expect(try await alice.board().first?.state == .doing)
        // Letting it go again (another process had it listed too) writes no second line.
        try await alice.repository.settle(conflict.id, apply: false)
        #expect(try await remote.board.history(limit: 10) == history)
    }

    @Test func aSyncWhoseAnswerWasLostAppliesEachChangeOnceWhenTriedAgain() async throws {
        let alice = replica("alice")
        remote.isCut = true
        for number in 1...3 { try await alice.add("Offline \(number)", number: number) }
        remote.isCut = false
        remote.failAfterApplying(1)
        let lost = try await alice.repository.sync()
        #expect(lost.waiting == 3 && lost.offline != nil)
        let status = try await alice.repository.sync()
        #expect(status.waiting == 0 && status.sent == 3)
        #expect(try await remote.board.history(limit: 10).count == 3)
        #expect(try await remote.board.loadBoard(for: alice.author).allProjects.map(\.title).sorted() == ["Offline 1", "Offline 2", "Offline 3"])
    }

    @Test func undoOfAChangeMadeOfflineTakesItBackHereAndOnTheBoard() async throws {
        let alice = replica("alice")
        let plan = try await alice.add("Plan", number: 1)
        _ = try await alice.board()
        remote.isCut = true
        try await alice.move(plan.id, to: .doing)
        try await alice.undo()
        #expect(try await alice.board().first?.state == .todo)
        remote.isCut = false
        try await alice.repository.sync()
        #expect(try await remote.board.projects(withIDs: [plan.id]).first?.state == .todo)
        #expect(try await remote.board.history(limit: 10).map(\.kind) == [.undo, .change, .change])
        #expect(try alice.repository.conflicts().isEmpty)
    }

    @Test func anUndoMadeOfflineTakesBackMyNewestChangeMadeOnlineBeforeTheCut() async throws {
        let (alice, bob) = (replica("alice"), replica("bob"))
        let plan = try await alice.add("Plan", number: 1)
        try await alice.move(plan.id, to: .doing)
        try await bob.add("Bob's", number: 2)
        _ = try await alice.board()
        remote.isCut = true
        let offline = replica("alice")  // the next command: a new process on the same outbox
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
        let offline = replica("alice")  // the next command: a new process on the same outbox
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
