import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// A store written by the release before authors (format 2: a line snapshot and checksummed journal
/// records, naming nobody) opens, and is migrated to the current format once, atomically, under the
/// lock, its changes credited to the person who opens it. `Fixtures/store-format-2` was written by that
/// release: the format-1 fixture opened (so migrated to format 2), then `redo` twice.
@Suite("Store migration from format 2")
struct StoreFormat2MigrationTests {
    private static let fixture = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/store-format-2")
    private let journal = JournalProjectRepository.journalFileName
    private let snapshot = JournalProjectRepository.snapshotFileName
    private let owner = Author("owner@laptop")

    private func copyOfFixture() throws -> StoreFixture {
        let store = try StoreFixture()
        try FileManager.default.createDirectory(at: store.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: store.directory)
        return store
    }

    /// What the fixture holds: the format-1 script, then the two redos at the dates the journal gives.
    private func expected(redoneAt dates: [Date]) async throws -> Workspace {
        let reference = InMemoryProjectRepository()
        try await StoreMigrationTests.script(on: reference)
        for date in dates { try await reference.append(.redo(by: .tester, date: date)) }
        let workspace = try await reference.load()
        // The script ran as the tester; the fixture's changes are the owner's once migrated. Format 2 wrote
        // an undo's line as what taking the change back did, with no kind: it reads as a change.
        let history = workspace.history.map { entry in
            entry.kind == .undo
                ? HistoryEntry(action: Self.lineWrittenForUndo(of: entry.action), author: owner, date: entry.date)
                : HistoryEntry(action: entry.action, kind: entry.kind, author: owner, date: entry.date)
        }
        return Workspace(
            projects: Array(workspace.projects.values), history: history,
            undoStacks: [owner: Array(workspace.undoStack(of: .tester))], redoStacks: [owner: Array(workspace.redoStack(of: .tester))]
        )
    }

    /// The line format 2 wrote for an undo of `action`: the inverse's (the script's one undone edit had
    /// replaced the title 'Write the spec').
    private static func lineWrittenForUndo(of action: HistoryAction) -> HistoryAction {
        if case .edited = action { return .edited(title: "Write the spec") }
        return Change(action: action, before: [], after: []).inverse.action
    }

    @Test("the fixture is a store of format 2: a line snapshot and a journal of two records")
    func fixtureIsOfTheSecondFormat() throws {
        let store = try copyOfFixture()
        #expect(try store.bytes(snapshot).starts(with: Data(#"{"version":2,"sequence":13,"#.utf8)))
        let lines = try store.bytes(journal).split(separator: UInt8(ascii: "\n"))
        #expect(lines.count == 3 && lines[0] == Data(#"{"version":2,"base":13}"#.utf8))
    }

    @Test("opening migrates it once, credited to who opens it: everything kept, format 3 on disk, nothing rewritten after")
    func migratesOnceAsTheOpener() async throws {
        let store = try copyOfFixture()
        let migrated = try await JournalProjectRepository(directory: store.directory, migratingAs: owner).load()
        #expect(try store.bytes(snapshot).starts(with: Data(#"{"version":5,"sequence":15,"#.utf8)))
        #expect(try JournalFileText.header(store.bytes(journal), base: 15))
        let redoDates = migrated.history.suffix(2).map(\.date)
        let expected = try await expected(redoneAt: redoDates)
        #expect(StoreMigrationTests.withoutProjectIDs(migrated) == StoreMigrationTests.withoutProjectIDs(expected))
        #expect(Set(migrated.history.map(\.author)) == [owner])
        let files = try store.contents()

        // Someone else opening it later reads the same store: it is not migrated again, nor re-credited.
        let other = JournalProjectRepository(directory: store.directory, migratingAs: Author("bob@desk"))
        #expect(try await other.history(limit: 20).map(\.author).allSatisfy { $0 == owner })
        #expect(try await other.loadBoard(for: Author("bob@desk")).canUndo == false)
        #expect(try store.contents() == files)

        // The owner's stacks came along: undo takes back the last redo.
        let undone = try await UndoChange(repository: other, clock: store.clock, author: owner)()
        #expect(undone.action == .moved(title: "Café ☕ 日本語", from: .doing, to: .done))
    }

    @Test("a migration stopped before its snapshot took its name is finished by the next command, losing nothing",
          arguments: [false, true])
    func interruptedMigrationFinishes(beforeItsJournal: Bool) async throws {
        let store = try copyOfFixture()
        let (oldSnapshot, oldJournal) = (try store.bytes(snapshot), try store.bytes(journal))
        let migrated = try await JournalProjectRepository(directory: store.directory, migratingAs: owner).load()
        let migratedSnapshot = try store.bytes(snapshot)
        try store.stopBeforeRename(snapshot: oldSnapshot, journal: beforeItsJournal ? oldJournal : nil)

        #expect(try await JournalProjectRepository(directory: store.directory, migratingAs: owner).load() == migrated)
        // The next writer renames the pending snapshot (a stop before the journal migrated again instead).
        try await store.add("More", to: JournalProjectRepository(directory: store.directory, migratingAs: owner))
        #expect(!store.holds(StoreFixture.pendingSnapshot))
        #expect(try beforeItsJournal || store.bytes(snapshot) == migratedSnapshot)
        #expect(try await JournalProjectRepository(directory: store.directory, migratingAs: owner).load().history.count == migrated.history.count + 1)
    }

    @Test("a damaged store of format 2 is refused, named and left untouched")
    func damagedStoreIsRefused() async throws {
        let store = try copyOfFixture()
        var bytes = try store.bytes(journal)
        bytes[bytes.count - 30] = UInt8(ascii: "x") // inside the last record: its checksum no longer matches
        try store.write(bytes, to: journal)
        let damaged = try store.contents()
        await #expect(throws: StorageError.self) { try await JournalProjectRepository(directory: store.directory, migratingAs: owner).load() }
        await #expect(throws: StorageError.self) {
            try await store.add("More", to: JournalProjectRepository(directory: store.directory, migratingAs: owner))
        }
        #expect(try store.contents() == damaged)
    }
}
