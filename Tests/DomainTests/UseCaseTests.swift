import Domain
import DomainTesting
import Foundation
import Testing

/// The use cases, one at a time, against the in-memory repository and a spy.
@Suite("Use cases")
struct UseCaseTests: UseCaseFixture {
    let repository = InMemoryProjectRepository()
    let clock = FixedClock()
    let ids = SequentialIDGenerator()

    // MARK: add

    @Test("add puts a validated project into TODO with a fresh id and the clock's time")
    func addIntoTodo() async throws {
        let project = try await add(ProjectDraft(title: "  Write docs ", body: "b", deadline: Fixtures.day("2026-12-01")))
        #expect(project == Project(
            id: Fixtures.id(1), title: "Write docs", body: "b", deadline: Fixtures.day("2026-12-01"),
            state: .todo, createdAt: Fixtures.start, updatedAt: Fixtures.start
        ))
        #expect(try await repository.load().projects == [project.id: project])
        #expect(try await lines() == ["Added 'Write docs'."])
        #expect(try await history().first?.date == Fixtures.start)
    }

    @Test("add into a given state", arguments: ProjectState.allCases)
    func addIntoState(state: ProjectState) async throws {
        let project = try await add(ProjectDraft(title: "x"), in: state)
        #expect(try await LoadBoard(repository: repository, author: .tester)().projects(in: state) == [project])
    }

    @Test("add appends one event and never reads the store")
    func addOnlyAppends() async throws {
        let spy = SpyProjectRepository(acceptsAppend: true)
        let project = try await AddProject(repository: spy, clock: clock, ids: ids, author: .tester)(ProjectDraft(title: "x"))
        let change = Change(action: .added(title: "x", to: .todo), before: [], after: [project])
        #expect(spy.calls == [.append(.commit(change, by: .tester, date: Fixtures.start))])
    }

    @Test("an invalid draft never reaches the repository, and uses no id")
    func addInvalid() async throws {
        let spy = SpyProjectRepository()
        await #expect(throws: ValidationError.titleIsEmpty) {
            try await AddProject(repository: spy, clock: clock, ids: ids, author: .tester)(ProjectDraft(title: " "))
        }
        #expect(spy.calls.isEmpty)
        #expect(ids.makeID() == Fixtures.id(1))
    }

    // MARK: edit

    @Test("edit replaces title, body and deadline, keeps createdAt, and stamps updatedAt")
    func editChangesFields() async throws {
        let old = try await add(ProjectDraft(title: "Old", body: "b", deadline: Fixtures.day("2026-12-01")))
        clock.advance(by: 60)
        let new = try await edit(old.id, to: ProjectDraft(title: " New ", body: "c"))
        #expect(new == Project(
            id: old.id, title: "New", body: "c", deadline: nil, state: .todo,
            createdAt: Fixtures.start, updatedAt: Fixtures.start.addingTimeInterval(60)
        ))
        #expect(try await repository.load().projects[old.id] == new)
        #expect(try await lines() == ["Edited 'New'.", "Added 'Old'."])
    }

    @Test("an edit that changes nothing records nothing", arguments: [
        ProjectDraft(title: "Same", body: "b", deadline: CalendarDay(year: 2026, month: 12, day: 1)),
        ProjectDraft(title: "  Same\t", body: "b", deadline: CalendarDay(year: 2026, month: 12, day: 1)),
    ])
    func editNoChange(draft: ProjectDraft) async throws {
        let old = try await add(ProjectDraft(title: "Same", body: "b", deadline: Fixtures.day("2026-12-01")))
        let before = try await repository.load()
        clock.advance(by: 60)
        #expect(try await edit(old.id, to: draft) == old)
        #expect(try await repository.load() == before)
    }

    @Test("an edit of a changed field, one at a time, is recorded", arguments: [
        ProjectDraft(title: "Other", body: "b", deadline: CalendarDay(year: 2026, month: 12, day: 1)),
        ProjectDraft(title: "Same", body: "B", deadline: CalendarDay(year: 2026, month: 12, day: 1)),
        ProjectDraft(title: "Same", body: "b", deadline: CalendarDay(year: 2026, month: 12, day: 2)),
        ProjectDraft(title: "Same", body: "b", deadline: nil),
    ])
    func editOneField(draft: ProjectDraft) async throws {
        let old = try await add(ProjectDraft(title: "Same", body: "b", deadline: Fixtures.day("2026-12-01")))
        try await edit(old.id, to: draft)
        #expect(try await history().count == 2)
    }

    @Test("an invalid edit or an unknown id changes nothing")
    func editRejected() async throws {
        let old = try await add(ProjectDraft(title: "Old"))
        let before = try await repository.load()
        await #expect(throws: ValidationError.titleHasLineBreak) { try await edit(old.id, to: ProjectDraft(title: "a\nb")) }
        await #expect(throws: ProjectError.notFound(Fixtures.id(9).description)) {
            try await edit(Fixtures.id(9), to: ProjectDraft(title: "x"))
        }
        #expect(try await repository.load() == before)
    }

    @Test("an invalid edit never reaches the repository")
    func editInvalidNeverCallsRepository() async throws {
        let spy = SpyProjectRepository()
        await #expect(throws: ValidationError.bodyHasControlCharacter("\u{1B}")) {
            try await EditProject(repository: spy, clock: clock, author: .tester)(Fixtures.id(1), to: ProjectDraft(title: "x", body: "\u{1B}[2J"))
        }
        #expect(spy.calls.isEmpty)
    }

    @Test("edit reads its one project and writes in one change, and no-ops record no event")
    func editUsesOneUpdate() async throws {
        let project = Fixtures.project(1, title: "Old")
        let spy = SpyProjectRepository(change: Workspace(projects: [project]))
        let edit = EditProject(repository: spy, clock: clock, author: .tester)
        try await edit(project.id, to: ProjectDraft(title: "Old"))
        let new = try await edit(project.id, to: ProjectDraft(title: "New"))
        let change = Change(action: .edited(title: "New"), before: [project], after: [new])
        let read = ReadSet(ids: [project.id])
        #expect(spy.calls == [.change(read, nil), .change(read, .commit(change, by: .tester, date: Fixtures.start))])
    }

    // MARK: move

    @Test("move changes the state, stamps updatedAt and records the line")
    func moveProject() async throws {
        let old = try await add(ProjectDraft(title: "X"))
        clock.advance(by: 5)
        let new = try await move(old.id, to: .doing)
        #expect(new.state == .doing && new.updatedAt == Fixtures.start.addingTimeInterval(5))
        #expect(new.createdAt == old.createdAt && new.title == old.title)
        try await move(old.id, to: .done)
        #expect(try await lines() == ["Moved 'X' from DOING to DONE.", "Moved 'X' from TODO to DOING.", "Added 'X'."])
    }

    @Test("moving a project where it already is records nothing", arguments: ProjectState.allCases)
    func moveToSameState(state: ProjectState) async throws {
        let old = try await add(ProjectDraft(title: "X"), in: state)
        let before = try await repository.load()
        clock.advance(by: 5)
        #expect(try await move(old.id, to: state) == old)
        #expect(try await repository.load() == before)
    }

    @Test("moving an unknown project is not found")
    func moveUnknown() async throws {
        await #expect(throws: ProjectError.notFound(Fixtures.id(3).description)) { try await move(Fixtures.id(3), to: .done) }
        #expect(try await history().isEmpty)
    }

    // MARK: delete

    @Test("delete removes the project and names the column it left")
    func deleteProject() async throws {
        let project = try await add(ProjectDraft(title: "X"), in: .done)
        #expect(try await delete(project.id) == project)
        #expect(try await repository.load().projects.isEmpty)
        #expect(try await lines() == ["Removed 'X' from DONE.", "Added 'X'."])
        await #expect(throws: ProjectError.notFound(project.id.description)) { try await delete(project.id) }
    }

    // MARK: history, find

    @Test("history is newest first and honours a limit")
    func historyLimit() async throws {
        for title in ["a", "b", "c"] {
            try await add(ProjectDraft(title: title))
            clock.advance(by: 1)
        }
        #expect(try await lines() == ["Added 'c'.", "Added 'b'.", "Added 'a'."])
        #expect(try await history().map(\.date) == [2, 1, 0].map { Fixtures.start.addingTimeInterval($0) })
        #expect(try await history(limit: 2).map(\.action.description) == ["Added 'c'.", "Added 'b'."])
        #expect(try await history(limit: 0).isEmpty)
        #expect(try await history(limit: -1).isEmpty)
        #expect(try await history(limit: 10).count == 3)
    }

    @Test("find resolves a short id, and reads only the projects it matches")
    func find() async throws {
        let project = Fixtures.project(1)
        let spy = SpyProjectRepository(read: Workspace(projects: [project]))
        #expect(try await FindProject(repository: spy)(project.id.shortForm) == project)
        #expect(spy.calls == [.projects(try ProjectReference(project.id.shortForm))])
        await #expect(throws: ProjectError.invalidReference("zz")) { try await FindProject(repository: spy)("zz") }
        #expect(spy.calls == [.projects(try ProjectReference(project.id.shortForm))])
    }
}
