import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// A command that names a few projects parses only the journal's records that name them, and a history
/// of the newest lines only the newest records; what each finds must be exactly what a read of every
/// record finds, and a damaged record anywhere still stops it.
@Suite("Reads of part of the journal")
struct JournalNamedReadTests {
    /// Twelve projects, moved, edited and deleted in turns, every change still in the journal.
    private static func busyStore() async throws -> (StoreFixture, [Project]) {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        var projects: [Project] = []
        for number in 1...12 { projects.append(try await store.add("Project \(number)", to: repository)) }
        for (index, project) in projects.enumerated() {
            let moved = try await store.move(project, to: index.isMultiple(of: 2) ? .doing : .done, in: repository)
            if index.isMultiple(of: 3) { try await store.move(moved, to: .todo, in: repository) }
        }
        _ = try await EditProject(repository: repository, clock: store.clock, author: .tester)(projects[4].id, to: ProjectDraft(title: "Renamed", body: "New"))
        _ = try await DeleteProject(repository: repository, clock: store.clock, author: .tester)(projects[7].id)
        return (store, projects)
    }

    @Test("a full id, a prefix of one project or of many, in either case, finds what a whole read finds")
    func namedReadsMatchWholeRead() async throws {
        let (store, projects) = try await Self.busyStore()
        let all = try await JournalProjectRepository(directory: store.directory).load().projects
        #expect(all.count == 11)
        let reader = JournalProjectRepository(directory: store.directory)
        for project in projects {
            let id = project.id
            for typed in [id.description, id.prefix(digits: 30), id.prefix(digits: 4), id.prefix(digits: 12).uppercased()] {
                let reference = try ProjectReference(typed)
                let expected = all.values.filter { reference.matches($0.id) }.sorted { $0.id < $1.id }
                #expect(try await reader.projects(matching: reference) == expected, "\(typed)")
                let view = try await reader.change(reading: ReadSet(references: [reference])) { view in (nil, view.projects) }
                #expect(view == Dictionary(uniqueKeysWithValues: expected.map { ($0.id, $0) }), "\(typed)")
            }
        }
    }

    @Test("a project changed many times is read as its newest record left it, beside one sharing its prefix changed only before, and a title that spells an id")
    func newestRecordDecidesEachProject() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        var busy = try await store.add("Busy", to: repository)
        let quiet = try await store.add("Quiet", to: repository)
        let speller = try await store.add("Speller", to: repository)
        let edit = EditProject(repository: repository, clock: store.clock, author: .tester)
        // A title that is another project's id, quoted in the record as an id would be.
        _ = try await edit(speller.id, to: ProjectDraft(title: quiet.id.description, body: "Older"))
        try await store.move(quiet, to: .done, in: repository)
        for turn in 1...21 { busy = try await store.move(busy, to: turn.isMultiple(of: 2) ? .todo : .doing, in: repository) }
        _ = try await edit(speller.id, to: ProjectDraft(title: quiet.id.description, body: "Newer"))
        let all = try await JournalProjectRepository(directory: store.directory).load().projects
        #expect(all[busy.id]?.state == .doing && all[quiet.id]?.state == .done && all[speller.id]?.body == "Newer")
        let reader = JournalProjectRepository(directory: store.directory)
        for typed in [busy.id.description, quiet.id.description, speller.id.description, busy.id.prefix(digits: 20)] {
            let reference = try ProjectReference(typed)
            let expected = all.values.filter { reference.matches($0.id) }.sorted { $0.id < $1.id }
            #expect(try await reader.projects(matching: reference) == expected, "\(typed)")
        }
    }

    @Test("the newest history lines, fewer or more than the journal's records, are those of a whole read",
          arguments: [0, 1, 5, 20, 29, 30, 31, 100])
    func newestHistoryMatchesWholeRead(limit: Int) async throws {
        let (store, _) = try await Self.busyStore()
        let whole = try await JournalProjectRepository(directory: store.directory).load().historyNewestFirst
        #expect(whole.count == 30)
        let newest = try await JournalProjectRepository(directory: store.directory).history(limit: limit)
        #expect(newest == Array(whole.prefix(limit)))
    }

    @Test("a record that names other projects but is damaged still refuses the read, and the store is left as it was")
    func damageElsewhereIsRefused() async throws {
        let (store, projects) = try await Self.busyStore()
        var journal = try store.bytes(JournalProjectRepository.journalFileName)
        // The last record is project 12's edit-free move; change one letter of its title inside the line.
        let title = Data("Project 12".utf8)
        let at = try #require(journal.range(of: title, options: .backwards))
        journal[at.lowerBound] = UInt8(ascii: "p")
        try store.write(journal, to: JournalProjectRepository.journalFileName)
        let before = try store.contents()
        await #expect(throws: StorageError.self) {
            try await JournalProjectRepository(directory: store.directory).projects(matching: ProjectReference(projects[0].id))
        }
        #expect(try store.contents() == before)
    }
}
