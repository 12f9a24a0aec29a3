import Domain
import DomainTesting
import Foundation
import Presentation

/// Everything a view-model test needs, wired to fakes: a fixed clock (2026-11-22 09:00 UTC), sequential
/// ids (`…0001`, `…0002`, …), an in-memory store, a feed of its changes driven by hand, a recording
/// coordinator and a pinned locale.
///
/// ```swift
/// let bench = TestBench()
/// let board = bench.makeBoard()
/// let columns = Recorder(board.content.map { $0.columns.map(\.count) })
/// ```
@MainActor
public final class TestBench {
    /// The clock every view model and use case reads.
    public let clock: FixedClock
    /// The store, empty at first.
    public let repository: InMemoryProjectRepository
    /// The store's feed of changes, as the screens hear it: say "another program changed the store"
    /// with `changes.send()` (read everything), or name what it changed with
    /// `changes.send(.projects([id], by: [author]))`.
    public let changes = ManualBoardChangeFeed()
    /// The coordinator the view models are given.
    public let coordinator = RecordingCoordinator()
    /// What builds the view models.
    public let factory: ViewModelFactory
    /// Adds straight to the store, with the same ids the view models hand out.
    private let addToStore: AddProject

    /// - Parameters:
    ///   - locale: the locale of every text; English (United States) unless told otherwise.
    ///   - sharedBoard: the shared board's sync the board session drives, for a board that is shared.
    public init(locale: Locale = Locale(identifier: "en_US"), clock: FixedClock = FixedClock(), sharedBoard: (any SharedBoardSync)? = nil) {
        self.clock = clock
        self.repository = InMemoryProjectRepository()
        let ids = SequentialIDGenerator()
        self.factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: ids, author: .tester, changes: changes, sharedBoard: sharedBoard),
            clock: clock, localizer: Localizer(locale: locale)
        )
        self.addToStore = AddProject(repository: repository, clock: clock, ids: ids, author: .tester)
    }

    /// The board, wired to ``coordinator``.
    public func makeBoard() -> any BoardViewModelType {
        factory.makeBoard(coordinator: coordinator)
    }

    /// The board session on this bench's view models: the board, and what is open over it as state.
    public func makeSession() -> BoardSession {
        BoardSession(factory: factory)
    }

    /// The `number`th id the bench hands out: `id(1)` is the first project added.
    public func id(_ number: Int) -> ProjectID {
        SequentialIDGenerator.id(number)
    }

    /// Adds a project straight to the store (as if earlier), e.g. to start a test with a board.
    ///
    /// - Parameter deadline: `YYYY-MM-DD`, or `nil`.
    /// - Returns: its id, what a frontend names it by (`board.move(id, to: .doing)`); the first project
    ///   added is ``id(_:)`` 1.
    /// - Throws: the Domain's error for a title, body or deadline that breaks a rule.
    @discardableResult
    public func addProject(
        _ title: String, body: String = "", deadline: String? = nil, in state: ProjectState = .todo
    ) async throws -> ProjectID {
        let day = try deadline.map { try CalendarDay(parsing: $0) }
        return try await addToStore(ProjectDraft(title: title, body: body, deadline: day), in: state).id
    }

    /// The project `id` as stored now, e.g. to build its row or open its sheet in a view-model test.
    ///
    /// - Throws: ``ProjectError/notFound(_:)`` when there is none.
    public func project(_ id: ProjectID) async throws -> Project {
        guard let project = try await repository.projects(matching: ProjectReference(id)).first else {
            throw ProjectError.notFound(id.description)
        }
        return project
    }
}
