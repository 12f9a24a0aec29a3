@testable import Data
import Domain
import DomainTesting
import Foundation
import Testing

/// The JSON file store's document: every byte checked, earlier documents read, other stores refused.
@Suite("The JSON file store's document")
struct JSONFileDocumentTests {
    private let ada = Author("ada")

    /// A store with one project; the store lives as long as `root`.
    private struct Stored {
        let root: TemporaryDirectory
        let directory: URL
        let project: Project
    }

    private func storeWithOneProject() async throws -> Stored {
        let root = try TemporaryDirectory()
        let directory = root.store()
        let repository = JSONFileProjectRepository(directory: directory)
        let project = try await AddProject(repository: repository, clock: FixedClock(), ids: SequentialIDGenerator(), author: ada)(
            ProjectDraft(title: "Plan", body: "First steps", deadline: CalendarDay(year: 2026, month: 12, day: 1)))
        return Stored(root: root, directory: directory, project: project)
    }

    @Test("a project reads back exactly as it was written, through its DTO")
    func roundTrip() async throws {
        let store = try await storeWithOneProject()
        let workspace = try await JSONFileProjectRepository(directory: store.directory).load()
        #expect(Array(workspace.projects.values) == [store.project])
        #expect(workspace.historyNewestFirst.map(\.action) == [.added(title: "Plan", to: .todo)])
        #expect(workspace.undoStack(of: ada).count == 1)
    }

    @Test("one flipped byte anywhere in the body is damage, named, and the file stays as it was")
    func everyByteIsChecked() async throws {
        let store = try await storeWithOneProject()
        let directory = store.directory
        let file = directory.appending(path: JSONFileProjectRepository.fileName)
        var bytes = try Data(contentsOf: file)
        let body = try #require(bytes.firstIndex(of: UInt8(ascii: "\n"))) + 1
        for offset in stride(from: body, to: bytes.count - 1, by: 7) {
            let original = bytes[offset]
            bytes[offset] ^= 0x01
            try bytes.write(to: file)
            await #expect(throws: StorageError.self) { try await JSONFileProjectRepository(directory: directory).load() }
            #expect(try Data(contentsOf: file) == bytes)
            bytes[offset] = original
        }
    }

    @Test("a document cut short is damage, not a smaller board")
    func cutShort() async throws {
        let store = try await storeWithOneProject()
        let directory = store.directory
        let file = directory.appending(path: JSONFileProjectRepository.fileName)
        let bytes = try Data(contentsOf: file)
        try bytes.dropLast(1).write(to: file)
        let error = await #expect(throws: StorageError.self) { try await JSONFileProjectRepository(directory: directory).load() }
        guard case let .corrupt(path, _) = error else { Issue.record("corrupt expected: \(String(describing: error))"); return }
        #expect(path == file.path)
    }

    @Test("a document of an earlier release (one JSON object, no checksum) is read, and the next change writes the new form")
    func earlierDocument() async throws {
        let root = try TemporaryDirectory()
        let directory = root.store()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let earlier = #"{"version":2,"sequence":1,"workspace":{"projects":[{"id":"00000000-0000-0000-0000-000000000001","#
            + #""title":"Old","body":"","state":"doing","createdAt":0,"updatedAt":0}],"history":[{"action":{"kind":"added","#
            + #""title":"Old","to":"doing"},"date":0}],"undo":[{"action":{"kind":"added","title":"Old","to":"doing"},"#
            + #""before":[],"after":["00000000-0000-0000-0000-000000000001"]}],"redo":[]}}"#
        try Data(earlier.utf8).write(to: directory.appending(path: JSONFileProjectRepository.fileName))
        let repository = JSONFileProjectRepository(directory: directory, migratingAs: ada)
        let board = try await repository.loadBoard(for: ada)
        #expect(board.projects(in: .doing).map(\.title) == ["Old"])
        #expect(board.canUndo)
        #expect(try await repository.history(limit: 5).map(\.author) == [ada])
        try await UndoChange(repository: repository, clock: FixedClock(), author: ada)()
        let text = try String(contentsOf: directory.appending(path: JSONFileProjectRepository.fileName), encoding: .utf8)
        #expect(text.hasPrefix(#"{"checksum":"#))
        #expect(try await repository.loadBoard(for: ada).projects(in: .doing).isEmpty)
    }

    @Test("a directory of the journal store is refused untouched, naming what opens it", arguments: ["journal.jsonl", "snapshot.json"])
    func otherStoreKind(file: String) async throws {
        let root = try TemporaryDirectory()
        let directory = root.store()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: directory.appending(path: file))
        let repository = JSONFileProjectRepository(directory: directory)
        let expected = StorageError.otherStoreKind(path: directory.appending(path: file).path, opener: "project-manager, whose journal store it is")
        await #expect(throws: expected) { try await repository.loadBoard(for: ada) }
        await #expect(throws: expected) {
            try await AddProject(repository: repository, clock: FixedClock(), ids: SequentialIDGenerator(), author: ada)(ProjectDraft(title: "No"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [file, "lock"].sorted())
    }
}
