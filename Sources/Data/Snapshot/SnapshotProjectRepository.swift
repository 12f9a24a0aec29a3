import Domain
import FastCoding
import Foundation
import Synchronization

/// The simplest file store: the whole workspace in one JSON document, `workspace.json`, replaced
/// atomically (temporary file, fsync, rename, fsync of the directory) on every change.
///
/// Each change rewrites every project, so it costs more as the board grows; ``JournalProjectRepository``
/// is the one to use for large boards. Both pass the same ``ProjectRepository`` contract.
public final class SnapshotProjectRepository: ProjectRepository, BoardChangeFeed {
    /// The name of the document inside the store directory.
    public static let fileName = "workspace.json"

    private let directory: StoreDirectory
    private let file: StoreFile
    private let lockWait: Duration
    private let legacyAuthor: Author
    /// The last document read and the identity of the file it came from, so that an unchanged store is
    /// not parsed again.
    private let cache = Mutex<(identity: FileIdentity, workspace: Workspace, sequence: Int)?>(nil)

    /// A repository on the store in `directory`, which is created (mode 0700) on the first write.
    ///
    /// - Parameters:
    ///   - lockWait: how long a change waits for another process's change before it fails
    ///     with ``Domain/StorageError/busy(lockFile:)``.
    ///   - author: who the changes of a document older than format 3 (which named nobody) are credited
    ///     to: the person opening it, who was its only user. The next change writes it in format 3.
    public init(directory: URL, lockWait: Duration = .seconds(5), migratingAs author: Author = .unknown) {
        self.directory = StoreDirectory(directory)
        self.file = self.directory.file(Self.fileName)
        self.lockWait = lockWait
        self.legacyAuthor = author
    }

    /// Writes and removes a probe file in the store and opens its files for writing: whether a change
    /// would be written now (see ``Domain/ProjectRepository/checkWritable()``).
    public func checkWritable() async throws {
        try await BlockingIO.ownThread.run { try self.directory.checkWritable([self.file, self.directory.file("lock")]) }
    }

    /// Reads the document; a store that does not exist yet is an empty workspace.
    public func load() async throws -> Workspace {
        try await BlockingIO.ownThread.run { try self.read().workspace }
    }

    /// The board of the whole document, with `author`'s undo and redo.
    public func loadBoard(for author: Author) async throws -> Board {
        Board(try await load(), for: author)
    }

    /// The newest `limit` lines of the document's history.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        Array(try await load().historyNewestFirst.prefix(limit))
    }

    /// Reads the whole document, decides on the part `reads` names and, if there is an event, writes the
    /// new document, all under the store's lock. (Simple, and as costly as the board: see the journal.)
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        let lock = try await BlockingIO.ownThread.run { [directory, lockWait] in
            try directory.create()
            return try StoreLock.acquire(in: directory, wait: lockWait)
        }
        defer { lock.release() }
        let current = try await BlockingIO.ownThread.run { try self.read() }
        let (event, result) = try decide(current.workspace.view(for: reads))
        guard let event else { return result }
        var next = current.workspace
        try next.apply(event)
        let sequence = current.sequence + 1
        try await BlockingIO.ownThread.run { [next] in try self.write(next, sequence: sequence) }
        return result
    }

    /// A notice after each change any process makes to the document (looked at a few times a second):
    /// always ``Domain/BoardChange/everything``, as the document is written whole.
    public func changes() -> AsyncStream<BoardChange> {
        StoreWatcher(files: [file]).changes()
    }

    private func read() throws(StorageError) -> (workspace: Workspace, sequence: Int) {
        guard let identity = try file.identity() else { return (Workspace(), 0) }
        if let cached = cache.withLock({ $0 }), cached.identity == identity { return (cached.workspace, cached.sequence) }
        guard let data = try file.read() else { return (Workspace(), 0) }
        let document = try StoreDecoding.read(data, file: file.path) { (reader) throws(JSONReadError) in
            try SnapshotDocument(reading: &reader, legacyAuthor: legacyAuthor)
        }
        let workspace = document.workspace
        cache.withLock { $0 = (identity, workspace, document.sequence) }
        return (workspace, document.sequence)
    }

    private func write(_ workspace: Workspace, sequence: Int) throws(StorageError) {
        try file.replace(with: SnapshotDocument.encode(workspace, sequence: sequence))
        directory.removeLeftoverTemporaryFiles()
        if let identity = try file.identity() { cache.withLock { $0 = (identity, workspace, sequence) } }
    }
}
