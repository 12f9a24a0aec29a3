import Domain
import DomainTesting

/// A suite that drives the use cases on one in-memory store: it names the store, the clock and the ids;
/// the use cases, built on them, come from here.
protocol UseCaseFixture {
    var repository: InMemoryProjectRepository { get }
    var clock: FixedClock { get }
    var ids: SequentialIDGenerator { get }
}

extension UseCaseFixture {
    var add: AddProject { AddProject(repository: repository, clock: clock, ids: ids, author: .tester) }
    var edit: EditProject { EditProject(repository: repository, clock: clock, author: .tester) }
    var move: MoveProject { MoveProject(repository: repository, clock: clock, author: .tester) }
    var delete: DeleteProject { DeleteProject(repository: repository, clock: clock, author: .tester) }
    var undo: UndoChange { UndoChange(repository: repository, clock: clock, author: .tester) }
    var redo: RedoChange { RedoChange(repository: repository, clock: clock, author: .tester) }
    var history: LoadHistory { LoadHistory(repository: repository) }

    /// Every project, in board order.
    func projects() async throws -> [Project] { try await LoadBoard(repository: repository, author: .tester)().allProjects }
    /// The history's English lines, newest first, an undo's or redo's after `undo: ` or `redo: `.
    func lines() async throws -> [String] {
        try await history().map { $0.kind == .change ? $0.action.description : "\($0.kind): \($0.action)" }
    }
}
