import Data
import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// The file stores keep whether a history line is a change, an undo or a redo, and read the lines of a
/// store written before the two were told apart (which carry no kind) as the changes they said they were.
/// `Fixtures/history-before-kinds` is such a store: alice added 'u5', added and edited a plan, then undid
/// the add, which that release wrote as the line `Removed 'u5' from TODO.`
@Suite("History kinds in the file stores")
struct HistoryKindStorageTests {
    private static let fixture = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/history-before-kinds")
    private let alice = Author("alice")

    @Test("a store written before undo and redo were told apart reads each line as a change, and is left as it was")
    func linesWithoutAKindAreChanges() async throws {
        let store = try StoreFixture()
        try FileManager.default.createDirectory(at: store.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: store.directory)
        let before = try store.contents()

        let history = try await JSONFileProjectRepository(directory: store.directory).history(limit: 10)
        #expect(history.map(\.kind) == [.change, .change, .change, .change])
        #expect(history.map(\.action) == [
            .removed(title: "u5", from: .todo), .edited(title: "Alice plan"), .added(title: "Plan", to: .todo), .added(title: "u5", to: .todo),
        ])
        #expect(history.map(\.author) == [alice, alice, alice, alice])
        #expect(try store.contents() == before)
    }

    @Test("a change written after those lines, then undone and redone, is read back with its kind", arguments: FileRepositoryKind.allCases)
    func newLinesKeepTheirKindBesideOldOnes(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        try FileManager.default.createDirectory(at: store.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        if kind == .snapshot { try FileManager.default.copyItem(at: Self.fixture, to: store.directory) }
        let repository = kind.open(store.directory)
        let project = try await AddProject(repository: repository, clock: store.clock, ids: store.ids, author: alice)(ProjectDraft(title: "Draft"))
        try await EditProject(repository: repository, clock: store.clock, author: alice)(project.id, to: ProjectDraft(title: "Final"))
        try await UndoChange(repository: repository, clock: store.clock, author: alice)()
        try await RedoChange(repository: repository, clock: store.clock, author: alice)()
        if let journal = repository as? JournalProjectRepository { try await journal.compact() }  // the lines from snapshot.json

        let history = try await kind.open(store.directory).history(limit: 10)
        #expect(history.prefix(4).map(\.kind) == [.redo, .undo, .change, .change])
        #expect(history.prefix(4).map(\.action) == [
            .edited(title: "Final"), .edited(title: "Final"), .edited(title: "Final"), .added(title: "Draft", to: .todo),
        ])
        #expect(history.dropFirst(4).map(\.kind) == (kind == .snapshot ? [.change, .change, .change, .change] : []))
        #expect(try await kind.open(store.directory).load().projects.values.map(\.title).contains("Final"))
    }
}
