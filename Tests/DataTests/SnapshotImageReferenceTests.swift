import Data
import Domain
import DomainTesting
import Foundation
import Testing

/// Inside the snapshot repository's document, an undo image equal to the project as it stands is stored as
/// just its id. (The journal's snapshot stores stacks in full, in their own section that a change never reads.)
@Suite("Snapshot image references")
struct SnapshotImageReferenceTests {
    private func importChange(_ projects: [Project]) -> WorkspaceEvent {
        .commit(Change(action: .imported(count: projects.count), before: [], after: projects), by: .tester, date: Date(timeIntervalSince1970: 1_000))
    }

    private func projects(_ count: Int) -> [Project] {
        (1...count).map { Project(id: SequentialIDGenerator.id($0), title: "Imported \($0)", createdAt: Date(timeIntervalSince1970: Double($0))) }
    }

    @Test("an import's undo step names its unchanged projects by id and reads back whole", arguments: [FileRepositoryKind.snapshot])
    func unchangedImagesAreStoredByID(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        let repository = kind.open(store.directory)
        let imported = projects(3)
        try await repository.append(importChange(imported))
        var edit = imported[0]
        edit.title = "Edited after the import"
        let edited = edit
        try await repository.change(reading: ReadSet()) { _ in (.commit(Change(action: .edited(title: edited.title), before: [imported[0]], after: [edited]), by: .tester, date: Date(timeIntervalSince1970: 2_000)), ()) }
        if let journal = repository as? JournalProjectRepository { try await journal.compact() }

        let snapshot = try store.contents().first { $0.key.hasSuffix(".json") }?.value
        let text = String(decoding: try #require(snapshot), as: UTF8.self)
        // Projects 2 and 3 are unchanged since the import: by id. Project 1 was edited: in full.
        #expect(text.contains(#"},"\#(imported[1].id)","\#(imported[2].id)"]"#))
        #expect(text.contains(#""title":"Imported 1""#))

        let reopened = try await kind.open(store.directory).load()
        #expect(reopened == (try await repository.load()))
        #expect(reopened.undoStack(of: .tester).first?.after == imported)
    }
}
