import Domain
import DomainTesting
import Foundation
import Presentation
import PresentationTesting
import Synchronization
import Testing

/// The board following the store by notices: one naming projects reads only those projects (what else
/// changed stays unseen until a notice names it), everything reads the whole board, and a notice whose
/// read failed is not lost: the next one reads the whole board.
@MainActor
struct BoardNoticeTests {
    private let bob = Author("bob@two")

    private func bobAdds(_ title: String, id: Int, to repository: any ProjectRepository, clock: FixedClock) async throws -> Project {
        try await AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(startingAt: id), author: bob)(ProjectDraft(title: title))
    }

    @Test func aNoticeNamingProjectsReadsOnlyThoseAndEverythingReadsTheRest() async throws {
        let bench = TestBench()
        let board = bench.makeBoard()
        let content = Recorder(board.content)
        await board.appear()
        let first = try await bobAdds("First", id: 100, to: bench.repository, clock: bench.clock)
        let second = try await bobAdds("Second", id: 101, to: bench.repository, clock: bench.clock)
        bench.changes.send(.projects([first.id], by: [bob]))
        bench.changes.send(.everything)
        bench.changes.finish()
        await board.followChanges()

        #expect(content.values == [
            bench.expectedBoard(),
            bench.expectedBoard(),
            bench.expectedBoard(todo: [first]),  // Second was added too, but this notice did not name it
            bench.expectedBoard(todo: [first, second]),
        ])
    }

    @Test func aNoticeWhoseReadFailedIsNotLostTheNextReadsTheWholeBoard() async throws {
        let repository = FailingOnceRepository(), feed = ManualBoardChangeFeed(), clock = FixedClock()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester, changes: feed),
            clock: clock, localizer: Localizer(locale: Locale(identifier: "en_US")))
        let board = factory.makeBoard(coordinator: nil)
        let content = Recorder(board.content)
        await board.appear()
        let first = try await bobAdds("First", id: 100, to: repository.store, clock: clock)
        repository.failNextRead.withLock { $0 = true }
        feed.send(.projects([first.id], by: [bob]))  // its read fails
        let second = try await bobAdds("Second", id: 101, to: repository.store, clock: clock)
        feed.send(.projects([second.id], by: [bob]))  // names only Second, yet First must show too
        feed.finish()
        await board.followChanges()

        #expect(content.values.contains { $0.readOnlyReason != nil })
        #expect(content.values.last == BoardContent(
            columns: [
                BoardColumn(state: .todo, rows: [first, second].map(factory.makeRow)),
                BoardColumn(state: .doing, rows: []), BoardColumn(state: .done, rows: []),
            ]))
    }

    @Test func whileFollowingTheUsersOwnChangeReadsOnlyTheProjectsItTouched() async throws {
        let repository = GatedRepository(), feed = ManualBoardChangeFeed(), clock = FixedClock()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester, changes: feed),
            clock: clock, localizer: Localizer(locale: Locale(identifier: "en_US")))
        let board = factory.makeBoard(coordinator: nil, checksWritability: false)
        let content = Recorder(board.content)
        let mine = try await AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(startingAt: 1), author: .tester)(ProjectDraft(title: "Mine"))
        let appeared = Task { await board.appear() }
        await repository.gate.letThrough(1)
        await appeared.value
        let following = Task { await board.followChanges() }
        feed.send(.everything)
        await repository.gate.letThrough(2)  // the board follows: its first notice is being read
        let elsewhere = try await bobAdds("Elsewhere", id: 100, to: repository, clock: clock)  // no notice yet

        let moved = Task { await board.move(mine.id, to: .doing) }
        await repository.gate.letThrough(3)  // the author's undo and redo, after their own change
        await moved.value
        var doing = mine
        (doing.state, doing.updatedAt) = (.doing, clock.now())
        let afterMove = BoardContent(
            columns: [
                BoardColumn(state: .todo, rows: []), BoardColumn(state: .doing, rows: [factory.makeRow(doing)]),
                BoardColumn(state: .done, rows: []),
            ], canUndo: true, selectedID: mine.id)
        #expect(content.values.last == afterMove)  // Elsewhere is not read: only the moved project was

        feed.send(.projects([elsewhere.id], by: [bob]))
        feed.finish()
        await following.value
        #expect(content.values.last?.columns.first?.rows.map(\.title) == ["Elsewhere"])
    }

}

/// An in-memory store whose next read of some projects fails once, as a server that went away for a moment.
private final class FailingOnceRepository: ProjectRepository {
    let store = InMemoryProjectRepository()
    let failNextRead = Mutex(false)

    func loadBoard(for author: Author) async throws -> Board { try await store.loadBoard(for: author) }

    func projects(withIDs ids: Set<ProjectID>) async throws -> [Project] {
        if failNextRead.withLock({ failing in defer { failing = false }; return failing }) {
            throw StorageError.offline(reason: "no member answered")
        }
        return try await store.projects(withIDs: ids)
    }

    func history(limit: Int) async throws -> [HistoryEntry] { try await store.history(limit: limit) }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try await store.change(reading: reads, decide)
    }
}
