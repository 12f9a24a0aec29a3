import Domain
import DomainTesting
import Foundation
import Testing

/// Undo and redo driven through the use cases, as a frontend drives them.
@Suite("Undo and redo")
struct UndoRedoTests: UseCaseFixture {
    let repository = InMemoryProjectRepository()
    let clock = FixedClock()
    let ids = SequentialIDGenerator()

    @Test("with nothing done, undo and redo are unavailable and say so")
    func nothingToDo() async throws {
        await #expect(throws: ProjectError.nothingToUndo) { try await undo() }
        await #expect(throws: ProjectError.nothingToRedo) { try await redo() }
        #expect(try await lines().isEmpty)
    }

    @Test("undo an add removes the project; redo brings it back, same id")
    func undoAdd() async throws {
        let project = try await add(ProjectDraft(title: "X"))
        let undone = try await undo()
        #expect(undone.action == .added(title: "X", to: .todo))
        #expect(try await projects().isEmpty)
        try await redo()
        #expect(try await projects() == [project])
        #expect(try await lines() == ["redo: Added 'X'.", "undo: Added 'X'.", "Added 'X'."])
    }

    @Test("undo an edit restores every field, updatedAt included")
    func undoEdit() async throws {
        let old = try await add(ProjectDraft(title: "Old", body: "b", deadline: Fixtures.day("2026-12-01")))
        clock.advance(by: 60)
        let new = try await edit(old.id, to: ProjectDraft(title: "New"))
        try await undo()
        #expect(try await projects() == [old])
        try await redo()
        #expect(try await projects() == [new])
        #expect(try await lines() == ["redo: Edited 'New'.", "undo: Edited 'New'.", "Edited 'New'.", "Added 'Old'."])
    }

    @Test("undo a move moves it back")
    func undoMove() async throws {
        let old = try await add(ProjectDraft(title: "X"))
        try await move(old.id, to: .done)
        try await undo()
        #expect(try await projects() == [old])
        #expect(try await lines() == ["undo: Moved 'X' from TODO to DONE.", "Moved 'X' from TODO to DONE.", "Added 'X'."])
    }

    @Test("undo a delete restores the project as it was, in its column")
    func undoDelete() async throws {
        let old = try await add(ProjectDraft(title: "X", body: "body"), in: .doing)
        try await delete(old.id)
        try await undo()
        #expect(try await projects() == [old])
        #expect(try await lines().first == "undo: Removed 'X' from DOING.")
    }

    @Test("undo an import takes the whole import back in one step")
    func undoImport() async throws {
        let existing = try await add(ProjectDraft(title: "Old"))
        var updated = existing
        updated.title = "Updated"
        let coder = StubArchiveCoder(decoded: [updated, Fixtures.project(7), Fixtures.project(8)])
        let summary = try await ImportProjects(repository: repository, coder: coder, clock: clock, author: .tester)(Data())
        #expect([summary.added, summary.updated, summary.unchanged] as [Int] == [2, 1, 0])
        #expect(try await projects().count == 3)
        try await undo()
        #expect(try await projects() == [existing])
        #expect(try await lines() == ["undo: Imported 3 projects.", "Imported 3 projects.", "Added 'Old'."])
        try await redo()
        #expect(try await projects().count == 3)
    }

    @Test("several undos go back in order, and redos forward again")
    func sequence() async throws {
        let project = try await add(ProjectDraft(title: "A"))
        try await move(project.id, to: .doing)
        try await edit(project.id, to: ProjectDraft(title: "B"))
        let final = try await projects()
        #expect(try await undo().action == .edited(title: "B"))
        #expect(try await undo().action == .moved(title: "A", from: .todo, to: .doing))
        #expect(try await undo().action == .added(title: "A", to: .todo))
        await #expect(throws: ProjectError.nothingToUndo) { try await undo() }
        #expect(try await projects().isEmpty)
        #expect(try await redo().action == .added(title: "A", to: .todo))
        #expect(try await redo().action == .moved(title: "A", from: .todo, to: .doing))
        #expect(try await redo().action == .edited(title: "B"))
        await #expect(throws: ProjectError.nothingToRedo) { try await redo() }
        #expect(try await projects() == final)
    }

    @Test("a new change after an undo clears the redo stack")
    func newChangeClearsRedo() async throws {
        try await add(ProjectDraft(title: "A"))
        try await undo()
        #expect(try await LoadBoard(repository: repository, author: .tester)().canRedo)
        try await add(ProjectDraft(title: "B"))
        #expect(try await !LoadBoard(repository: repository, author: .tester)().canRedo)
        await #expect(throws: ProjectError.nothingToRedo) { try await redo() }
    }

    @Test("a no-op (move to the same state) does not clear the redo stack")
    func noOpKeepsRedo() async throws {
        let project = try await add(ProjectDraft(title: "A"))
        try await move(project.id, to: .done)
        try await undo()
        try await move(project.id, to: .todo)
        #expect(try await LoadBoard(repository: repository, author: .tester)().canRedo)
    }

    @Test("undo and redo read only their stack's top, and write in one change each")
    func oneUpdateEach() async throws {
        let project = Fixtures.project(1)
        var workspace = Workspace()
        try workspace.apply(.commit(Change(action: .added(title: project.title, to: .todo), before: [], after: [project]), by: .tester, date: Fixtures.start))
        let spy = SpyProjectRepository(change: workspace)
        try await UndoChange(repository: spy, clock: clock, author: .tester)()
        await #expect(throws: ProjectError.nothingToRedo) { try await RedoChange(repository: spy, clock: clock, author: .tester)() }
        #expect(spy.calls == [.change(ReadSet(undoTopOf: .tester), .undo(by: .tester, date: Fixtures.start)), .change(ReadSet(redoTopOf: .tester), nil)])
    }

    @Test("after the undo limit, the oldest changes can no longer be undone")
    func undoLimit() async throws {
        for number in 1...(Workspace.undoLimit + 5) { try await add(ProjectDraft(title: "P\(number)")) }
        for _ in 1...Workspace.undoLimit { try await undo() }
        await #expect(throws: ProjectError.nothingToUndo) { try await undo() }
        #expect(try await projects().map(\.title).sorted() == ["P1", "P2", "P3", "P4", "P5"])
    }
}
