import Domain
import DomainTesting
import Foundation
import Testing

/// A board following the store: a notice naming projects reads those projects (and the reader's undo and
/// redo only after the reader's own change), everything reads the board, and what the follower ends
/// with is exactly what a whole read gives.
@Suite("Refreshing a followed board")
struct LoadBoardUpdatingTests {
    private let bob = Author("bob")

    /// A workspace of three projects by the tester, the first moved to DOING by Bob.
    private func workspace() async throws -> (InMemoryProjectRepository, [Project]) {
        let repository = InMemoryProjectRepository(), clock = FixedClock(), ids = SequentialIDGenerator()
        var projects: [Project] = []
        for title in ["One", "Two", "Three"] {
            clock.advance(by: 1)
            projects.append(try await AddProject(repository: repository, clock: clock, ids: ids, author: .tester)(ProjectDraft(title: title)))
        }
        _ = try await MoveProject(repository: repository, clock: clock, author: bob)(projects[0].id, to: .doing)
        return (repository, projects)
    }

    @Test("a notice of another's change reads only the projects it names, and gives the whole read's board")
    func anothersChangeReadsItsProjects() async throws {
        let (repository, projects) = try await workspace()
        // The board before Bob's changes: the first project not moved yet, the second with its old
        // title, and one that Bob's change deleted.
        var renamed = projects[1]
        renamed.title = "Old title"
        let gone = Project(id: SequentialIDGenerator.id(99), title: "Gone", createdAt: Date())
        let stale = Board(projects: [projects[0], renamed, projects[2], gone], canUndo: true, canRedo: false)
        let spy = SpyProjectRepository(read: try await repository.load())
        let names: Set = [projects[0].id, projects[1].id, gone.id]

        let board = try await LoadBoard(repository: spy, author: .tester)(updating: stale, after: .projects(names, by: [bob]))

        #expect(spy.calls == [.projectsWithIDs(names)])
        #expect(board == (try await repository.loadBoard(for: .tester)))
    }

    @Test("a notice of the reader's own change reads their undo and redo too")
    func ownChangeReadsUndo() async throws {
        let (repository, projects) = try await workspace()
        let stale = Board(projects: try await repository.load().projects.values, canUndo: false, canRedo: true)
        let spy = SpyProjectRepository(read: try await repository.load())

        let board = try await LoadBoard(repository: spy, author: .tester)(updating: stale, after: .projects([projects[2].id], by: [.tester]))

        #expect(spy.calls == [.projectsWithIDs([projects[2].id]), .undoAvailability(.tester)])
        #expect(board == (try await repository.loadBoard(for: .tester)))
        #expect(board.canUndo && !board.canRedo)
    }

    @Test("everything, or no board yet, reads the whole board", arguments: [true, false])
    func everythingReadsTheBoard(hasBoard: Bool) async throws {
        let (repository, projects) = try await workspace()
        let spy = SpyProjectRepository(read: try await repository.load())
        let notice: BoardChange = hasBoard ? .everything : .projects([projects[0].id], by: [bob])

        let board = try await LoadBoard(repository: spy, author: .tester)(updating: hasBoard ? Board(Workspace(), for: .tester) : nil, after: notice)

        #expect(spy.calls == [.loadBoard])
        #expect(board == (try await repository.loadBoard(for: .tester)))
    }

    @Test("a notice naming many projects, or merged past the bound, is everything")
    func namingTooManyIsEverything() {
        let many = (1...BoardChange.nameLimit + 1).map(SequentialIDGenerator.id)
        #expect(BoardChange(projects: many, by: bob) == .everything)
        let half = BoardChange(projects: many.prefix(BoardChange.nameLimit / 2 + 1), by: bob)
        let otherHalf = BoardChange(projects: many.suffix(BoardChange.nameLimit / 2 + 1), by: .tester)
        #expect(half.merged(with: otherHalf) == .everything)
        #expect(half.merged(with: .projects([many[0]], by: [.tester])) == .projects(Set(many.prefix(BoardChange.nameLimit / 2 + 1)), by: [bob, .tester]))
        #expect(BoardChange.everything.merged(with: half) == .everything)
    }

    @Test("two writers' random changes, each notice applied as it comes: the follower's board is the whole read's", arguments: [1, 2, 3] as [UInt64])
    func randomSeriesMatchesAWholeRead(seed: UInt64) async throws {
        let repository = InMemoryProjectRepository()
        let follow = LoadBoard(repository: repository, author: .tester)
        var notices = repository.changes().makeAsyncIterator()
        var board = try await follow(updating: nil, after: try #require(await notices.next()))
        var changes = RandomChanges(writers: [(.tester, repository), (bob, repository)], clock: FixedClock(), ids: SequentialIDGenerator(), seed: seed)
        var wholeReads = 0
        for _ in 0..<300 {
            let before = try await repository.load()
            let step = try await changes.step()
            guard try await repository.load() != before else { continue }  // refused, or a move to where it was: no notice
            let notice = try #require(await notices.next())
            if notice == .everything { wholeReads += 1 }
            board = try await follow(updating: board, after: notice)
            #expect(board == (try await repository.loadBoard(for: .tester)), "after \(step)")
        }
        #expect(wholeReads == 0)
    }
}
