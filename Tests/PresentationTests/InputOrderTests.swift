import Domain
import DomainTesting
import Presentation
import PresentationTesting
import Testing

/// Two inputs in flight at once (a `Task` per tap, two clicks) must come out in the order they were
/// called. The store is slow on purpose: each read waits until the test lets it through.
@MainActor
struct InputOrderTests {
    let repository = GatedRepository()
    let coordinator = RecordingCoordinator()
    let factory: ViewModelFactory

    init() {
        let clock = FixedClock()
        factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester),
            clock: clock, localizer: Localizer(locale: Locales.english)
        )
    }

    /// The titles in each column, TODO, DOING, DONE.
    static func titles(_ content: BoardContent) -> [[String]] {
        content.columns.map { $0.rows.map(\.title) }
    }

    /// A board showing A and B in TODO, its first read let through.
    func boardWithTwoProjects() async throws -> (any BoardViewModelType, Project, Project) {
        let a = try #require(try await factory.commands.add("A").project)
        let b = try #require(try await factory.commands.add("B").project)
        let board = factory.makeBoard(coordinator: coordinator)
        let appearing = Task { await board.appear() }
        await repository.gate.letThrough(1)
        await appearing.value
        return (board, a, b)
    }

    @Test func twoMovesInFlightPublishTheirBoardsInTheOrderTheyWereMade() async throws {
        let (board, a, b) = try await boardWithTwoProjects()
        let columns = Recorder(board.content.map(Self.titles))
        let first = Task { await board.move(a.id, to: .doing) }
        let second = Task { await board.move(b.id, to: .done) }
        await repository.gate.letThrough(2) // the first move's reload; the second move has not touched the store
        await repository.gate.letThrough(3)
        await first.value
        await second.value
        #expect(columns.values == [[["A", "B"], [], []], [["B"], ["A"], []], [[], ["A"], ["B"]]])
        #expect(board.content.value.selectedID == b.id)
    }

    @Test func aChangeInFlightKeepsTheSelectionMadeMeanwhile() async throws {
        let (board, a, b) = try await boardWithTwoProjects()
        let selection = Recorder(board.content.map(\.selectedID))
        let deleting = Task { await board.delete(b.id) }
        await repository.gate.arrival(2) // B is deleted; the board is being read again
        board.select(a.id)
        await repository.gate.letThrough(2)
        await deleting.value
        #expect(selection.values == [nil, a.id, a.id])
        #expect(Self.titles(board.content.value) == [["A"], [], []])
    }

    @Test func twoHistoryLoadsInFlightPublishInTheOrderTheyWereCalled() async throws {
        try await factory.commands.add("A")
        let history = factory.makeHistory(coordinator: coordinator)
        let lines = Recorder(history.lines.map { $0.map(\.text) })
        let first = Task { await history.appear() }
        await repository.gate.arrival(1) // it has read one line
        try await factory.commands.add("B")
        let second = Task { await history.appear() }
        await repository.gate.letThrough(1)
        await repository.gate.letThrough(2)
        await first.value
        await second.value
        #expect(lines.values == [[], ["Added 'A'."], ["Added 'B'.", "Added 'A'."]])
    }

    @Test func twoDonesInFlightSaveTheSheetOnce() async throws {
        let (board, _, _) = try await boardWithTwoProjects()
        let columns = Recorder(board.content.map(Self.titles))
        board.add()
        let sheet = try #require(coordinator.detail)
        sheet.setTitle("C")
        let first = Task { await sheet.done() }
        let second = Task { await sheet.done() }
        await repository.gate.letThrough(2) // the board's reload after the save
        await first.value
        await second.value
        #expect(columns.values == [[["A", "B"], [], []], [["A", "B", "C"], [], []]])
        #expect(coordinator.calls == [.showDetail(.create(in: .todo)), .dismiss])
    }

    @Test func twoChoicesInFlightMoveTheProjectOnce() async throws {
        let (board, a, _) = try await boardWithTwoProjects()
        let columns = Recorder(board.content.map(Self.titles))
        board.showMoveMenu(for: a.id)
        let menu = try #require(coordinator.moveMenu)
        let first = Task { await menu.choose(.doing) }
        let second = Task { await menu.choose(.done) }
        await repository.gate.letThrough(2)
        await first.value
        await second.value
        #expect(columns.values == [[["A", "B"], [], []], [["B"], ["A"], []]])
        #expect(coordinator.calls == [.showMoveMenu(a.id), .dismiss])
    }
}
