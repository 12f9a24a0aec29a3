import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// A cold `loadBoard()` skips the stacks' projects; whatever the snapshot and journal hold, it must
/// equal the board of a full `load()`.
@Suite("Journal board reads")
struct JournalBoardReadTests {
    /// Steps on one store; `compact` folds the journal into the snapshot at that point.
    enum Step: Sendable { case add, undo, redo, compact }

    @Test("a cold board read equals the board of a full read", arguments: [
        [Step.add, .add, .undo, .compact, .add],   // redo in the snapshot, a commit in the journal
        [.add, .add, .undo, .compact],             // redo in the snapshot, nothing after
        [.add, .compact],                          // undo in the snapshot only
        [.add, .compact, .undo],                   // an undo in the journal: the full read decides
        [.add, .undo, .compact, .redo],            // a redo in the journal
        [.add, .add, .add],                        // no snapshot at all
        [],                                        // an empty store
    ])
    func coldBoardEqualsFullBoard(steps: [Step]) async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        for step in steps {
            switch step {
            case .add: _ = try await store.add("Project", to: repository)
            case .undo: try await UndoChange(repository: repository, clock: store.clock, author: .tester)()
            case .redo: try await RedoChange(repository: repository, clock: store.clock, author: .tester)()
            case .compact: try await repository.compact()
            }
        }
        let board = try await JournalProjectRepository(directory: store.directory).loadBoard(for: .tester)
        let full = Board(try await JournalProjectRepository(directory: store.directory).load(), for: .tester)
        #expect(board == full)
    }

    @Test("a warm repository's board follows changes and compactions made by others")
    func warmBoardFollowsOthers() async throws {
        let store = try StoreFixture()
        let warm = JournalProjectRepository(directory: store.directory)
        let other = JournalProjectRepository(directory: store.directory)
        let first = try await store.add("First", to: other)
        try await other.compact()
        #expect(try await warm.loadBoard(for: .tester).allProjects.map(\.title) == ["First"])
        _ = try await store.move(first, to: .done, in: other)
        try await store.add("Second", to: other)
        #expect(try await warm.loadBoard(for: .tester) == Board(try await JournalProjectRepository(directory: store.directory).load(), for: .tester))
        try await other.compact()
        try await DeleteProject(repository: other, clock: store.clock, author: .tester)(first.id)
        #expect(try await warm.loadBoard(for: .tester) == Board(try await JournalProjectRepository(directory: store.directory).load(), for: .tester))
        #expect(try await warm.loadBoard(for: .tester).allProjects.map(\.title) == ["Second"])
    }
}
