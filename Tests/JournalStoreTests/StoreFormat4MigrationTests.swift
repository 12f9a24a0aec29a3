import Domain
import Foundation
@testable import JournalStore
import Testing

/// A store written by the release before generations (format 4: sealed lines and files that name each
/// other, but a compaction that wrote its snapshot before the journal after it) opens and is migrated
/// once, under the lock, its old files kept aside as they were. `Fixtures/store-format-4` was written by
/// that release, by root@vm: two adds, a move, an edit, a repair (which wrote the snapshot), an add and
/// its undo, an add and a move.
@Suite("Store migration from format 4")
struct StoreFormat4MigrationTests {
    private static let fixture = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/store-format-4")
    private let journal = JournalProjectRepository.journalFileName
    private let snapshot = JournalProjectRepository.snapshotFileName

    private func copyOfFixture() throws -> StoreFixture {
        let store = try StoreFixture()
        try FileManager.default.createDirectory(at: store.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: store.directory)
        return store
    }

    /// What the fixture holds.
    private func expectFixture(_ workspace: Workspace) {
        #expect(Set(workspace.projects.values.map { "\($0.title) \($0.state) \($0.body)" })
            == ["Write the spec TODO Before the release", "Plan the launch TODO ", "Ship it DONE "])
        #expect(workspace.history.count == 8 && workspace.history.allSatisfy { $0.author == Author("root@vm") })
        #expect(workspace.undoStack(of: Author("root@vm")).count == 6)
    }

    @Test("opening migrates it once: everything kept, the current format on disk, the old files kept aside byte for byte")
    func migratesKeepingTheOldFilesAside() async throws {
        let store = try copyOfFixture()
        let original = try store.contents()
        #expect(original[journal]?.starts(with: Data(#"{"version":4,"base":4,"#.utf8)) == true)

        expectFixture(try await JournalProjectRepository(directory: store.directory).load())
        #expect(try store.bytes(snapshot).starts(with: Data(#"{"version":5,"sequence":8,"#.utf8)))
        #expect(JournalFileText.header(try store.bytes(journal), base: 8))
        for name in [journal, snapshot] {
            let kept = try store.contents().filter { $0.key.hasPrefix(name + ".format-4-") }
            #expect(kept.count == 1 && kept.first?.value == original[name], "\(name)")
        }

        // Opened again, nothing is rewritten.
        let files = try store.contents()
        _ = try await JournalProjectRepository(directory: store.directory).load()
        #expect(try store.contents() == files)
    }

    /// The fixture as a format-4 compaction that stopped before its new journal leaves it: a snapshot
    /// holding every change, made from the fixture's journal, beside that journal (`journal`: a copy of it).
    private func stoppedCompaction(journal copy: (Data) -> Data = { $0 }) async throws -> StoreFixture {
        let store = try copyOfFixture()
        let folded = try store.bytes(journal), before = try store.bytes(snapshot)
        _ = try await JournalProjectRepository(directory: store.directory).load() // migrated: a snapshot of every change
        let migrated = try store.bytes(snapshot)
        var header = try SnapshotHeader.read(#require(SnapshotHeader.headLine(Array(migrated.prefix(SnapshotHeader.length)))))
        let previous = try SnapshotHeader.read(#require(SnapshotHeader.headLine(Array(before.prefix(SnapshotHeader.length)))))
        header.version = 4
        header.lineage = SnapshotLineage(after: try #require(previous.lineage?.id), folded: 8, generation: 0)
        for name in try store.contents().keys { try FileManager.default.removeItem(atPath: store.path(name)) }
        try store.write(Data(header.line) + migrated.dropFirst(SnapshotHeader.length), to: snapshot)
        try store.write(copy(folded), to: journal)
        return store
    }

    @Test("a format-4 compaction that stopped before its new journal opens and is migrated, losing nothing")
    func stoppedCompactionOpens() async throws {
        let store = try await stoppedCompaction()
        expectFixture(try await JournalProjectRepository(directory: store.directory).load())
        #expect(try store.bytes(snapshot).starts(with: Data(#"{"version":5,"sequence":8,"#.utf8)))
    }

    @Test("beside a format-4 snapshot, an older copy of the journal it folded is named, not read")
    func olderCopyOfTheFoldedJournal() async throws {
        // The journal one change shorter: its last record and newline cut.
        let store = try await stoppedCompaction { journal in
            let lines = journal.split(separator: UInt8(ascii: "\n"))
            return Data(lines.dropLast().joined(separator: [UInt8(ascii: "\n")]) + [UInt8(ascii: "\n")])
        }
        let before = try store.contents()
        await expectCorrupt(store.path(journal)) { try await JournalProjectRepository(directory: store.directory).load() }
        #expect(try store.contents() == before)
    }
}
