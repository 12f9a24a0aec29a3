import Data
import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// The file stores' writability check: it does what a change does (a probe file written and removed),
/// changes nothing a reader sees, and names the path a change could not write.
@Suite("File stores: the writability check")
struct WritabilityCheckTests {
    static let kinds: [(String, @Sendable (URL) -> any ProjectRepository)] = [
        ("journal", { JournalProjectRepository(directory: $0) }),
        ("snapshot", { JSONFileProjectRepository(directory: $0) }),
    ]

    /// Adds one project, so the store's files exist.
    static func addOne(to repository: any ProjectRepository) async throws {
        try await repository.append(.commit(Change(action: .added(title: "A", to: .todo), before: [], after: [
            Project(id: SequentialIDGenerator.id(1), title: "A", createdAt: Date(timeIntervalSince1970: 0)),
        ]), by: .tester, date: Date(timeIntervalSince1970: 0)))
    }

    @Test("a store that does not exist yet, and one that does, can be written; the check leaves nothing behind",
          arguments: kinds.map(\.0))
    func passes(kind: String) async throws {
        let directory = try TemporaryDirectory()
        let store = directory.store()
        let repository = try #require(Self.kinds.first { $0.0 == kind }).1(store)
        try await repository.checkWritable()
        #expect(!FileManager.default.fileExists(atPath: store.path))  // not created by a check
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)

        try await Self.addOne(to: repository)
        let before = try FileManager.default.contentsOfDirectory(atPath: store.path).sorted()
        try await repository.checkWritable()
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).sorted() == before)
    }

    @Test("a store that cannot be made (its parent is a file) is not writable, and says where", arguments: kinds.map(\.0))
    func refused(kind: String) async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "plain-file")
        try Data("x".utf8).write(to: file)
        let repository = try #require(Self.kinds.first { $0.0 == kind }).1(file.appending(path: "store"))
        await #expect(throws: StorageError.self) { try await repository.checkWritable() }
        do {
            try await repository.checkWritable()
        } catch let error as StorageError {
            guard case let .notWritable(path, _) = error else { Issue.record("not writable expected: \(error)"); return }
            #expect(path.hasPrefix(directory.url.path))
        }
    }

    @Test("a store directory without write permission is not writable (for anyone but root, whom bits do not stop)")
    func permissions() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.store()
        let repository = JournalProjectRepository(directory: store)
        try await Self.addOne(to: repository)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: store.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: store.path) }
        if getuid() == 0 {
            try await repository.checkWritable()  // root writes through permission bits: so does the check
        } else {
            await #expect(throws: StorageError.self) { try await repository.checkWritable() }
        }
        #expect(try await repository.load().projects.count == 1)  // still readable
    }
}
