import ProjectArchive
import Domain
import DomainTesting
import Foundation
import Testing

/// The real coder behind the Domain's export and import use cases.
@Suite("Archive: export and import through the use cases")
struct ArchiveUseCaseTests {
    let coder = ProjectArchiveCoder(clock: FixedClock(timeZone: .gmt))
    let clock = FixedClock()

    func filledRepository() async throws -> InMemoryProjectRepository {
        let repository = InMemoryProjectRepository()
        let add = AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester)
        try await add(ProjectDraft(title: "One", body: "b\n\tc", deadline: CalendarDay(year: 2026, month: 12, day: 1)))
        // Whole milliseconds since 1970, the form the App's clock gives and the archive reads back exactly.
        clock.set(Date(timeIntervalSince1970: 1_795_338_000.123))
        let two = try await add(ProjectDraft(title: "Two"), in: .doing)
        clock.set(Date(timeIntervalSince1970: Double(1_795_338_060_124) / 1000))
        try await MoveProject(repository: repository, clock: clock, author: .tester)(two.id, to: .done)
        return repository
    }

    @Test("re-importing an export finds every project unchanged and records nothing")
    func reimportIsUnchanged() async throws {
        let repository = try await filledRepository()
        let before = try await repository.load()
        let document = try await ExportProjects(repository: repository, coder: coder)()
        let summary = try await ImportProjects(repository: repository, coder: coder, clock: clock, author: .tester)(document)
        #expect([summary.added, summary.updated, summary.unchanged] as [Int] == [0, 0, 2])
        #expect(try await repository.load() == before)
    }

    @Test("an export imported into an empty store restores every field, ids included, as one undoable change")
    func importIntoEmptyStore() async throws {
        let source = try await filledRepository()
        let document = try await ExportProjects(repository: source, coder: coder)()
        let target = InMemoryProjectRepository()
        try await ImportProjects(repository: target, coder: coder, clock: clock, author: .tester)(document)
        #expect(try await target.load().projects == source.load().projects)
        #expect(try await LoadHistory(repository: target)().map(\.action.description) == ["Imported 2 projects."])
        try await UndoChange(repository: target, clock: clock, author: .tester)()
        #expect(try await target.load().projects.isEmpty)
    }

    @Test("a bad document changes nothing in the store")
    func badDocumentChangesNothing() async throws {
        let repository = try await filledRepository()
        let before = try await repository.load()
        await #expect(throws: ImportError.newerVersion(found: 9, supported: 1)) {
            try await ImportProjects(repository: repository, coder: coder, clock: clock, author: .tester)(
                Data(#"{"format": "project-manager", "version": 9, "projects": []}"#.utf8)
            )
        }
        #expect(try await repository.load() == before)
    }
}
