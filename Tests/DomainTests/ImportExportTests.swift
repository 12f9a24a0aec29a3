import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Import and export use cases")
struct ImportExportTests {
    let clock = FixedClock()

    @Test("export hands the coder every project in board order")
    func exportInBoardOrder() async throws {
        let projects = [
            Fixtures.project(1, state: .done), Fixtures.project(2, deadline: "2026-12-01"), Fixtures.project(3),
            Fixtures.project(4, state: .doing),
        ]
        let spy = SpyProjectRepository(read: Workspace(projects: projects))
        let data = try await ExportProjects(repository: spy, coder: StubArchiveCoder())()
        #expect(String(decoding: data, as: UTF8.self) == [2, 3, 4, 1].map { Fixtures.id($0).description }.joined(separator: "\n"))
        #expect(spy.calls == [.loadBoard])
    }

    @Test("import adds new ids, updates known ones, leaves identical ones, as one change")
    func importMerges() async throws {
        let same = Fixtures.project(1), old = Fixtures.project(2, title: "Old")
        var new = old
        new.title = "New"
        let repository = InMemoryProjectRepository(Workspace(projects: [same, old]))
        let coder = StubArchiveCoder(decoded: [same, new, Fixtures.project(3)])
        let summary = try await ImportProjects(repository: repository, coder: coder, clock: clock, author: .tester)(Data())
        #expect([summary.added, summary.updated, summary.unchanged] as [Int] == [1, 1, 1])
        let workspace = try await repository.load()
        #expect(workspace.projects == [same.id: same, new.id: new, Fixtures.id(3): Fixtures.project(3)])
        #expect(workspace.history.map(\.action) == [.imported(count: 2)])
        #expect(workspace.undoStack(of: .tester).count == 1)
    }

    @Test("an import that changes nothing records nothing")
    func importNothingNew() async throws {
        let project = Fixtures.project(1)
        let spy = SpyProjectRepository(change: Workspace(projects: [project]))
        let summary = try await ImportProjects(repository: spy, coder: StubArchiveCoder(decoded: [project]), clock: clock, author: .tester)(Data())
        #expect([summary.added, summary.updated, summary.unchanged] as [Int] == [0, 0, 1])
        #expect(spy.calls == [.change(ReadSet(ids: [project.id]), nil)])
    }

    @Test("imported titles are trimmed; a repeated id keeps the last copy")
    func importCleansTitles() async throws {
        let repository = InMemoryProjectRepository()
        let coder = StubArchiveCoder(decoded: [Fixtures.project(1, title: "first"), Fixtures.project(1, title: "  last ")])
        try await ImportProjects(repository: repository, coder: coder, clock: clock, author: .tester)(Data())
        #expect(try await repository.load().projects.values.map(\.title) == ["last"])
    }

    @Test("an item that breaks a rule rejects the whole import, naming the item and the rule")
    func importRejectsInvalidItem() async throws {
        let spy = SpyProjectRepository()
        let coder = StubArchiveCoder(decoded: [Fixtures.project(1), Fixtures.project(2, title: "a\u{1B}b")])
        await #expect(throws: ImportError.invalidItem(index: 2, .rule(.titleHasControlCharacter("\u{1B}")))) {
            try await ImportProjects(repository: spy, coder: coder, clock: clock, author: .tester)(Data())
        }
        #expect(spy.calls.isEmpty)
    }

    @Test("a document the coder cannot read changes nothing")
    func importUnreadable() async throws {
        let spy = SpyProjectRepository()
        await #expect(throws: StubArchiveCoder.Unreadable()) {
            try await ImportProjects(repository: spy, coder: StubArchiveCoder(), clock: clock, author: .tester)(Data("bad".utf8))
        }
        #expect(spy.calls.isEmpty)
    }
}
