import Data
import Domain
import DomainTesting
import Foundation
import Testing

/// Inside a snapshot, an undo image equal to the project as it stands is stored as just its id.
@Suite("Snapshot image references")
struct SnapshotImageReferenceTests {
    private func importChange(_ projects: [Project]) -> WorkspaceEvent {
        .commit(Change(action: .imported(count: projects.count), before: [], after: projects), date: Date(timeIntervalSince1970: 1_000))
    }

    private func projects(_ count: Int) -> [Project] {
        (1...count).map { Project(id: SequentialIDGenerator.id($0), title: "Imported \($0)", createdAt: Date(timeIntervalSince1970: Double($0))) }
    }

    @Test("an import's undo step names its unchanged projects by id and reads back whole", arguments: FileRepositoryKind.allCases)
    func unchangedImagesAreStoredByID(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        let repository = kind.open(store.directory)
        let imported = projects(3)
        try await repository.append(importChange(imported))
        var edit = imported[0]
        edit.title = "Edited after the import"
        let edited = edit
        try await repository.change(reading: ReadSet()) { _ in (.commit(Change(action: .edited(title: edited.title), before: [imported[0]], after: [edited]), date: Date(timeIntervalSince1970: 2_000)), ()) }
        if let journal = repository as? JournalProjectRepository { try await journal.compact() }

        let snapshot = try store.contents().first { $0.key.hasSuffix(".json") }?.value
        let text = String(decoding: try #require(snapshot), as: UTF8.self)
        // Projects 2 and 3 are unchanged since the import: by id. Project 1 was edited: in full.
        #expect(text.contains(#"},"\#(imported[1].id)","\#(imported[2].id)"]"#))
        #expect(text.contains(#""title":"Imported 1""#))

        let reopened = try await kind.open(store.directory).load()
        #expect(reopened == (try await repository.load()))
        #expect(reopened.undoStack.first?.after == imported)
    }

    @Test("a change naming a project the snapshot lacks is a corrupt file, left untouched")
    func unknownReferenceIsCorrupt() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        try await repository.append(importChange(projects(1)))
        try await repository.compact()
        let name = JournalProjectRepository.snapshotFileName
        let original = String(decoding: try store.bytes(name), as: UTF8.self)
        let projectsStart = try #require(original.range(of: #""projects":["#))
        let projectsEnd = try #require(original.range(of: #"],"history""#))
        let damaged = original.replacingCharacters(in: projectsStart.upperBound..<projectsEnd.lowerBound, with: "")
        try store.write(Data(damaged.utf8), to: name)

        await #expect(throws: StorageError.self) { try await JournalProjectRepository(directory: store.directory).load() }
        #expect(try store.bytes(name) == Data(damaged.utf8))
    }
}
