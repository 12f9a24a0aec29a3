import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// A store written by the first release (format 1: `snapshot.json` one JSON document, journal lines
/// without checksums) opens, and is migrated to the current format once, atomically, under the lock.
/// The fixture in `Fixtures/store-format-1` was written by that release, with ``script(on:)``.
@Suite("Store migration from format 1")
struct StoreMigrationTests {
    private static let fixture = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/store-format-1")
    private let journal = JournalProjectRepository.journalFileName
    private let snapshot = JournalProjectRepository.snapshotFileName

    /// The steps that wrote the fixture (a compaction after the fifth change, so it has both files),
    /// replayed here on a store in memory: what the migrated store must hold.
    static func script(on repository: InMemoryProjectRepository) async throws {
        let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_7))
        let add = AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester)
        let move = MoveProject(repository: repository, clock: clock, author: .tester), undo = UndoChange(repository: repository, clock: clock, author: .tester)
        // Each step, then a minute and a half.
        let first = try await add(ProjectDraft(title: "Write the spec", body: "Two pages.\n\tNo \"more\".", deadline: CalendarDay(year: 2026, month: 12, day: 1)))
        clock.advance(by: 61.5)
        let second = try await add(ProjectDraft(title: "Café ☕ 日本語"))
        clock.advance(by: 61.5)
        let third = try await add(ProjectDraft(title: "Review", deadline: CalendarDay(year: 2026, month: 11, day: 30)), in: .doing)
        clock.advance(by: 61.5)
        try await move(second.id, to: .doing)
        clock.advance(by: 61.5)
        try await EditProject(repository: repository, clock: clock, author: .tester)(first.id, to: ProjectDraft(title: "Write the short spec", body: "One page."))
        clock.advance(by: 61.5)
        // (The fixture was compacted here.)
        try await DeleteProject(repository: repository, clock: clock, author: .tester)(third.id)
        clock.advance(by: 61.5)
        try await undo()
        clock.advance(by: 61.5)
        try await undo()
        clock.advance(by: 61.5)
        let fourth = try await add(ProjectDraft(title: "After undo"))
        clock.advance(by: 61.5)
        try await move(fourth.id, to: .done)
        clock.advance(by: 61.5)
        try await move(second.id, to: .done)
        clock.advance(by: 61.5)
        try await undo()
        clock.advance(by: 61.5)
        try await undo()
    }

    private func copyOfFixture() throws -> StoreFixture {
        let store = try StoreFixture()
        try FileManager.default.createDirectory(at: store.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: store.directory)
        return store
    }

    private func expected() async throws -> Workspace {
        let reference = InMemoryProjectRepository()
        try await Self.script(on: reference)
        return try await reference.load()
    }

    /// The first format's history lines name no projects (its snapshot's lines are migrated as they are).
    static func withoutProjectIDs(_ entry: HistoryEntry) -> HistoryEntry {
        HistoryEntry(action: entry.action, kind: entry.kind, author: entry.author, date: entry.date)
    }

    static func withoutProjectIDs(_ workspace: Workspace) -> Workspace {
        Workspace(
            projects: Array(workspace.projects.values), history: workspace.history.map(withoutProjectIDs),
            undoStacks: workspace.undoStacks.mapValues(Array.init), redoStacks: workspace.redoStacks.mapValues(Array.init)
        )
    }

    @Test("the fixture is a store of format 1 with both files, history and both stacks")
    func fixtureIsOfTheFirstFormat() throws {
        let store = try copyOfFixture()
        #expect(try store.bytes(snapshot).starts(with: Data(#"{"version":1,"sequence":5,"workspace":"#.utf8)))
        #expect(try store.bytes(journal).starts(with: Data(#"{"version":1,"base":5}"#.utf8)))
    }

    @Test("opening migrates it once: everything kept, the new format on disk, nothing rewritten after")
    func migratesOnce() async throws {
        let store = try copyOfFixture()
        let expected = try await expected()
        #expect(expected.canUndo(by: .tester) && expected.canRedo(by: .tester) && expected.history.count == 13)

        #expect(Self.withoutProjectIDs(try await JournalProjectRepository(directory: store.directory, migratingAs: .tester).load()) == Self.withoutProjectIDs(expected))
        #expect(try store.bytes(snapshot).starts(with: Data(#"{"version":5,"sequence":13,"#.utf8)))
        #expect(try JournalFileText.header(store.bytes(journal), base: 13))
        let migrated = try store.contents()

        let repository = JournalProjectRepository(directory: store.directory, migratingAs: .tester)
        #expect(try await repository.loadBoard(for: .tester) == Board(expected, for: .tester))
        #expect(try await repository.history(limit: 13).map(Self.withoutProjectIDs) == expected.historyNewestFirst.map(Self.withoutProjectIDs))
        #expect(try store.contents() == migrated)

        // The stacks came along: redo applies the newest undone move again, undo takes it back.
        let redone = try await RedoChange(repository: repository, clock: store.clock, author: .tester)()
        #expect(redone == expected.redoStack(of: .tester).last)
        try await UndoChange(repository: repository, clock: store.clock, author: .tester)()
        #expect(try await repository.loadBoard(for: .tester) == Board(expected, for: .tester))
    }

    @Test("a migration stopped before its snapshot took its name is finished by the next command, losing nothing",
          arguments: [false, true])
    func interruptedMigrationFinishes(beforeItsJournal: Bool) async throws {
        let store = try copyOfFixture()
        let (oldSnapshot, oldJournal) = (try store.bytes(snapshot), try store.bytes(journal))
        _ = try await JournalProjectRepository(directory: store.directory, migratingAs: .tester).loadBoard(for: .tester)
        try store.stopBeforeRename(snapshot: oldSnapshot, journal: beforeItsJournal ? oldJournal : nil)

        let repository = JournalProjectRepository(directory: store.directory, migratingAs: .tester)
        #expect(Self.withoutProjectIDs(try await repository.load()) == Self.withoutProjectIDs(try await expected()))
        try await repository.compact()
        #expect(!store.holds(StoreFixture.pendingSnapshot) && store.holds(snapshot))
        #expect(try JournalFileText.header(store.bytes(journal), base: 13))
        #expect(Self.withoutProjectIDs(try await repository.load()) == Self.withoutProjectIDs(try await expected()))
    }

    @Test("a damaged store of format 1 is refused, named and left untouched")
    func damagedLegacyStoreIsRefused() async throws {
        let store = try copyOfFixture()
        var lines = try store.bytes(journal).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lines[2] = Data("{broken".utf8)
        try store.write(Data(lines.joined(separator: [UInt8(ascii: "\n")])), to: journal)
        let damaged = try store.contents()
        await expectCorrupt(store.path(journal)) { try await JournalProjectRepository(directory: store.directory, migratingAs: .tester).loadBoard(for: .tester) }
        await expectCorrupt(store.path(journal)) { try await store.add("More", to: JournalProjectRepository(directory: store.directory, migratingAs: .tester)) }
        #expect(try store.contents() == damaged)
    }
}
