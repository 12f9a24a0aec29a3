import Data
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("File stores: the rules both share")
struct FileStoreSafetyTests {
    @Test("reading a missing store finds it empty and creates nothing; the first write creates it with mode 0700",
          arguments: FileRepositoryKind.allCases)
    func createsPrivateDirectoryOnFirstWrite(kind: FileRepositoryKind) async throws {
        let root = try TemporaryDirectory()
        let directory = root.store("deep/er/store")
        let path = directory.path(percentEncoded: false)
        #expect(try await kind.open(directory).load() == Workspace())
        #expect(!FileManager.default.fileExists(atPath: path))

        try await StoreFixture().add("First", to: kind.open(directory))
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(try await kind.open(directory).load().projects.count == 1)
    }

    @Test("a temporary file left by a crash is ignored, then cleaned up by a write", arguments: FileRepositoryKind.allCases)
    func ignoresLeftoverTemporaryFiles(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        try await store.add("Kept", to: kind.open(store.directory))
        let before = try await kind.open(store.directory).load()
        let leftover = ".\(kind.mainFile).tmp-999-123"
        try store.write(Data("{\"version\":1, half a fil".utf8), to: leftover)

        #expect(try await kind.open(store.directory).load() == before)
        let repository = kind.open(store.directory)
        try await store.add("Second", to: repository)
        if let journal = repository as? JournalProjectRepository { try await journal.compact() }
        #expect(!FileManager.default.fileExists(atPath: store.path(leftover)))
        #expect(try await kind.open(store.directory).load().projects.count == 2)
    }

    @Test("a main file that does not parse is reported by name, left untouched, and no write follows",
          arguments: FileRepositoryKind.allCases)
    func refusesCorruptFile(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        let project = try await store.add("Precious", to: kind.open(store.directory))
        try store.write(Data("{\"version\":1,\"sequence\":1,\"work".utf8), to: kind.mainFile)
        let damaged = try store.contents()

        await expectCorrupt(store.path(kind.mainFile)) { try await kind.open(store.directory).load() }
        await expectCorrupt(store.path(kind.mainFile)) { try await store.add("Another", to: kind.open(store.directory)) }
        await expectCorrupt(store.path(kind.mainFile)) { try await store.move(project, to: .done, in: kind.open(store.directory)) }
        #expect(try store.contents() == damaged)
    }

    @Test("a file written by a newer version is refused, and no write follows", arguments: FileRepositoryKind.allCases)
    func refusesNewerVersion(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        let newer = switch kind {
        case .snapshot: #"{"version":7,"sequence":1,"workspace":{"shape":"unknown"}}"#
        case .journal: #"{"version":7,"base":0}"# + "\n" + #"{"future":true}"# + "\n"
        }
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try store.write(Data(newer.utf8), to: kind.mainFile)
        let expected = StorageError.newerVersion(file: store.path(kind.mainFile), found: 7, supported: kind == .journal ? 5 : 4)

        await #expect(throws: expected) { try await kind.open(store.directory).load() }
        await #expect(throws: expected) { try await store.add("Refused", to: kind.open(store.directory)) }
        #expect(try store.bytes(kind.mainFile) == Data(newer.utf8))
    }

    @Test("a writer that cannot get the lock in time reports the store busy and writes nothing",
          arguments: FileRepositoryKind.allCases)
    func reportsBusyWhenLocked(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        let project = try await store.add("Shared", to: kind.open(store.directory))
        let before = try store.contents()
        // Another process's writer, holding the lock: a raw flock on the same lock file (close-on-exec, so
        // a process another test starts meanwhile does not inherit it and hold the lock past `close`).
        let holder = open(store.path("lock"), O_RDWR | O_CLOEXEC)
        try #require(holder >= 0)
        try #require(flock(holder, LOCK_EX) == 0)

        let impatient = kind.open(store.directory, lockWait: .milliseconds(20))
        let busy = StorageError.busy(lockFile: store.path("lock"))
        await #expect(throws: busy) { try await store.add("Blocked", to: impatient) }
        await #expect(throws: busy) { try await store.move(project, to: .doing, in: impatient) }
        #expect(try store.contents() == before)
        // Readers are not blocked by a writer.
        #expect(try await impatient.load().projects.count == 1)

        close(holder)
        try await store.add("After", to: impatient)
        #expect(try await kind.open(store.directory).load().projects.count == 2)
    }

    @Test("a store path that is a file is reported as not writable", arguments: FileRepositoryKind.allCases)
    func reportsNotWritable(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        try Data("not a directory".utf8).write(to: store.directory)
        let path = store.directory.path(percentEncoded: false)
        await #expect(throws: StorageError.notWritable(path: path, reason: "not a directory")) {
            try await store.add("Nowhere", to: kind.open(store.directory))
        }
    }

    @Test("a live file is replaced by rename, never rewritten in place; a journal only ever grows between compactions")
    func neverRewritesInPlace() async throws {
        let store = try StoreFixture()
        let snapshotRepository = JSONFileProjectRepository(directory: store.directory)
        try await store.add("One", to: snapshotRepository)
        // A second name for the file as it is now: a rewrite in place would change what it shows.
        let live = store.path(JSONFileProjectRepository.fileName), kept = store.path("kept-snapshot")
        try #require(link(live, kept) == 0)
        let before = try store.bytes("kept-snapshot")
        try await store.add("Two", to: snapshotRepository)
        #expect(try store.bytes("kept-snapshot") == before)
        #expect(try store.bytes(JSONFileProjectRepository.fileName) != before)

        let journalRepository = JournalProjectRepository(directory: store.directory.appending(path: "journal"))
        try await store.add("Three", to: journalRepository)
        let journal = store.path("journal/" + JournalProjectRepository.journalFileName), keptJournal = store.path("kept-journal")
        try #require(link(journal, keptJournal) == 0)
        let grown = try store.bytes("kept-journal")
        try await store.add("Four", to: journalRepository)
        #expect(try store.bytes("journal/" + JournalProjectRepository.journalFileName).starts(with: grown))
        try await journalRepository.compact()
        #expect(try store.bytes("kept-journal").starts(with: grown)) // the old file was renamed over, not cut
        #expect(try store.bytes("journal/" + JournalProjectRepository.journalFileName).count < grown.count)
    }
}

/// Expects `body` to fail with ``StorageError/corrupt(file:reason:)`` naming `file`.
func expectCorrupt(_ file: String, line: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> some Any) async {
    do {
        _ = try await body()
        Issue.record("expected \(file) to be reported corrupt", sourceLocation: sourceLocation)
    } catch let StorageError.corrupt(named, reason) {
        #expect(named == file, "reason: \(reason)", sourceLocation: sourceLocation)
        #expect(!reason.isEmpty, sourceLocation: sourceLocation)
        if let line { #expect(reason.hasPrefix("line \(line):"), "reason: \(reason)", sourceLocation: sourceLocation) }
    } catch {
        Issue.record("expected \(file) to be reported corrupt, got \(error)", sourceLocation: sourceLocation)
    }
}
