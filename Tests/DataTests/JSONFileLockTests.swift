@testable import Data
import Domain
import DomainTesting
import Foundation
import Testing

/// The JSON file store's lock and its replace: a writer waits a bounded time, and a failed write leaves
/// the store as it was.
@Suite("The JSON file store's lock and replace")
struct JSONFileLockTests {
    private let ada = Author("ada")
    private let ids = SequentialIDGenerator()

    private func add(_ title: String, to repository: JSONFileProjectRepository) async throws {
        try await AddProject(repository: repository, clock: FixedClock(), ids: ids, author: ada)(ProjectDraft(title: title))
    }

    @Test("a change that cannot get the lock in time says the store is busy, and writes nothing")
    func busyLock() async throws {
        let root = try TemporaryDirectory()
        let directory = root.store()
        try await add("First", to: JSONFileProjectRepository(directory: directory))
        let before = try Data(contentsOf: directory.appending(path: JSONFileProjectRepository.fileName))
        let lockFile = directory.appending(path: "lock")
        let held = try await FileLock(lockFile, wait: .seconds(5))
        await #expect(throws: StorageError.busy(lockFile: lockFile.path)) {
            try await add("Second", to: JSONFileProjectRepository(directory: directory, lockWait: .milliseconds(20)))
        }
        #expect(try Data(contentsOf: directory.appending(path: JSONFileProjectRepository.fileName)) == before)
        _ = consume held
        try await add("Second", to: JSONFileProjectRepository(directory: directory, lockWait: .milliseconds(20)))
        #expect(try await JSONFileProjectRepository(directory: directory).load().projects.count == 2)
    }

    @Test("a change waiting for the lock stops waiting when its task is cancelled")
    func cancelledWait() async throws {
        let root = try TemporaryDirectory()
        let directory = root.store()
        try await add("First", to: JSONFileProjectRepository(directory: directory))
        let held = try await FileLock(directory.appending(path: "lock"), wait: .seconds(5))
        let waiting = Task { try await add("Second", to: JSONFileProjectRepository(directory: directory, lockWait: .seconds(30))) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        _ = consume held
    }

    @Test("a replace that cannot rename leaves no temporary file and says why")
    func failedReplaceLeavesNothing() throws {
        let root = try TemporaryDirectory()
        let folder = root.store()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A directory that is not empty cannot be replaced by a file.
        let target = folder.appending(path: "target")
        try FileManager.default.createDirectory(at: target.appending(path: "inside"), withIntermediateDirectories: true)
        let file = DurableFile(url: target)
        #expect(throws: StorageError.self) { try file.replace(with: Data("new".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["target"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }

    @Test("a temporary file a crash left behind is removed by the next change")
    func leftoversAreRemoved() async throws {
        let root = try TemporaryDirectory()
        let directory = root.store()
        try await add("First", to: JSONFileProjectRepository(directory: directory))
        let leftover = directory.appending(path: ".\(JSONFileProjectRepository.fileName).tmp-crashed")
        try Data("half a docu".utf8).write(to: leftover)
        try await add("Second", to: JSONFileProjectRepository(directory: directory))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(try await JSONFileProjectRepository(directory: directory).load().projects.count == 2)
    }

    @Test("a store below a file is not writable, and says so before any change")
    func notWritable() async throws {
        let root = try TemporaryDirectory()
        let file = root.store()
        try Data().write(to: file)
        let repository = JSONFileProjectRepository(directory: file.appending(path: "board"))
        for attempt in [{ try await repository.checkWritable() }, { try await add("No", to: repository) }] as [@Sendable () async throws -> Void] {
            let error = await #expect(throws: StorageError.self) { try await attempt() }
            guard case .notWritable = error else { Issue.record("notWritable expected: \(String(describing: error))"); continue }
        }
    }
}
