import Domain
import Foundation
import JournalStore
import Testing

/// A store written by the release before sealed snapshot lines (format 3: its files name neither each
/// other nor carry a checksum per snapshot line) opens and is migrated once, under the lock, its old
/// files kept aside as they were. `Fixtures/store-format-3` was written by that release: two adds, a
/// move, an add and its undo, by root@vm.
@Suite("Store migration from format 3")
struct StoreFormat3MigrationTests {
    private static let fixture = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/store-format-3")

    @Test("opening migrates it once: everything kept, the current format on disk, the old journal kept aside byte for byte")
    func migratesKeepingTheOldFilesAside() async throws {
        let store = try StoreFixture()
        try FileManager.default.createDirectory(at: store.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: store.directory)
        let original = try store.bytes(JournalProjectRepository.journalFileName)
        #expect(original.starts(with: Data(#"{"version":3,"base":0}"#.utf8)))

        let repository = JournalProjectRepository(directory: store.directory)
        let workspace = try await repository.load()
        #expect(Set(workspace.projects.values.map { "\($0.title) \($0.state)" }) == ["Write the spec TODO", "Ship it DOING"])
        #expect(workspace.history.count == 5 && workspace.history.allSatisfy { $0.author == Author("root@vm") })
        #expect(workspace.redoStack(of: Author("root@vm")).count == 1)
        #expect(try store.bytes(JournalProjectRepository.snapshotFileName).starts(with: Data(#"{"version":5,"sequence":5,"#.utf8)))
        #expect(JournalFileText.header(try store.bytes(JournalProjectRepository.journalFileName), base: 5))
        let kept = try store.contents().filter { $0.key.hasPrefix("journal.jsonl.format-3-") }
        #expect(kept.count == 1 && kept.first?.value == original)

        // Opened again, nothing is rewritten.
        let files = try store.contents()
        _ = try await JournalProjectRepository(directory: store.directory).load()
        #expect(try store.contents() == files)
    }
}
