import Domain
import DomainTesting
import Foundation
import Testing

/// What the use cases do when another program changed the store between reading and deciding: edits
/// merge field by field or fail as a conflict; undo and redo refuse to revert someone else's work.
@Suite("A store shared with other programs")
struct SharedStoreTests {
    let clock = FixedClock(Fixtures.start)

    /// A store whose undo step no longer matches the project: as if another program had changed it
    /// without this store's history knowing (a shared server store).
    private func storeWithStaleUndo() throws -> (InMemoryProjectRepository, Project) {
        let original = Fixtures.project(1, title: "Original")
        var changedElsewhere = original
        changedElsewhere.title = "Changed elsewhere"
        let added = Change(action: .added(title: original.title, to: .todo), before: [], after: [original])
        let workspace = Workspace(projects: [changedElsewhere], undoStacks: [.tester: [added]])
        return (InMemoryProjectRepository(workspace), changedElsewhere)
    }

    @Test("undo refuses when a project of its change was changed since, and changes nothing")
    func undoRefusesStaleChange() async throws {
        let (repository, current) = try storeWithStaleUndo()
        let before = try await repository.load()
        await #expect(throws: ProjectError.changedSince(title: "Changed elsewhere", later: nil, redo: false)) {
            try await UndoChange(repository: repository, clock: clock, author: .tester)()
        }
        #expect(try await repository.load() == before)
        #expect(try await repository.load().projects[current.id] == current)
    }

    @Test("redo refuses when a project was changed since the undo")
    func redoRefusesStaleChange() async throws {
        let project = Fixtures.project(1, title: "P")
        var moved = project
        moved.state = .done
        let move = Change(action: .moved(title: "P", from: .todo, to: .done), before: [project], after: [moved])
        var elsewhere = project
        elsewhere.body = "edited elsewhere"
        let repository = InMemoryProjectRepository(Workspace(projects: [elsewhere], redoStacks: [.tester: [move]]))
        await #expect(throws: ProjectError.changedSince(title: "P", later: nil, redo: true)) { try await RedoChange(repository: repository, clock: clock, author: .tester)() }
        #expect(try await repository.load().projects[project.id] == elsewhere)
    }

    @Test("undo reads its change's projects and applies when they are as it left them")
    func undoReadsTopOnly() async throws {
        let repository = InMemoryProjectRepository()
        let project = try await AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester)(ProjectDraft(title: "A"))
        let view = try await repository.change(reading: ReadSet(undoTopOf: .tester)) { view in (nil, view) }
        #expect(view.projects == [project.id: project])
        #expect(view.holds(try #require(view.undoTop)))
        try await UndoChange(repository: repository, clock: clock, author: .tester)()
        #expect(try await repository.load().projects.isEmpty)
    }

    @Test("an edit changes only its own fields of the project as stored")
    func editMergesFields() async throws {
        let repository = InMemoryProjectRepository()
        let seen = try await AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester)(
            ProjectDraft(title: "Old", body: "old body", deadline: Fixtures.day("2026-12-01"))
        )
        let edit = EditProject(repository: repository, clock: clock, author: .tester)
        let reference = ProjectReference(seen.id)
        try await edit(reference, applying: ProjectEdit(body: "new body"))
        let final = try await edit(reference, applying: ProjectEdit(title: " New ", deadline: .some(nil)), seen: seen).after
        #expect([final.title, final.body] == ["New", "new body"])
        #expect(final.deadline == nil)
    }

    @Test("an edit of a field changed since the editor read it is a conflict; nothing is stored")
    func editConflict() async throws {
        let repository = InMemoryProjectRepository()
        let seen = try await AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester)(ProjectDraft(title: "Old"))
        let edit = EditProject(repository: repository, clock: clock, author: .tester)
        try await edit(ProjectReference(seen.id), applying: ProjectEdit(body: "theirs"))
        let before = try await repository.load()
        await #expect(throws: ProjectError.editConflict(title: "Old")) {
            try await edit(ProjectReference(seen.id), applying: ProjectEdit(body: "mine"), seen: seen)
        }
        #expect(try await repository.load() == before)
        // Setting the same value someone else already set is no conflict, and records nothing.
        try await edit(ProjectReference(seen.id), applying: ProjectEdit(body: "theirs"), seen: seen)
        #expect(try await repository.load() == before)
    }

    @Test("move, delete and edit by reference read that one reference, and no board")
    func oneProjectReads() async throws {
        let project = Fixtures.project(1)
        let spy = SpyProjectRepository(change: Workspace(projects: [project, Fixtures.project(2)]))
        let reference = try ProjectReference(String(project.id.description.prefix(36)))
        try await MoveProject(repository: spy, clock: clock, author: .tester)(reference, to: .doing)
        try await EditProject(repository: spy, clock: clock, author: .tester)(reference, applying: ProjectEdit(title: "T"))
        try await DeleteProject(repository: spy, clock: clock, author: .tester)(reference)
        let reads = spy.calls.compactMap { call -> ReadSet? in if case let .change(reads, _) = call { reads } else { nil } }
        #expect(reads == Array(repeating: ReadSet(references: [reference]), count: 3))
        #expect(spy.calls.count == 3)
    }
}
