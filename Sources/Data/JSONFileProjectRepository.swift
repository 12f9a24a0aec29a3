import Domain
import Foundation

/// The store a learner reads first: the whole workspace in one JSON document, `workspace.json`, mapped
/// to and from the Domain through `Codable` DTOs and replaced whole on every change.
///
/// Each change reads and writes every project, so its cost grows with the board: fine for the boards
/// of one person; the program plugs in a journal store for large ones. Both pass the same contract.
///
/// ```swift
/// let repository = JSONFileProjectRepository(directory: URL(fileURLWithPath: "/tmp/board"))
/// let board = try await repository.loadBoard(for: Author("ada"))
/// ```
public actor JSONFileProjectRepository: ProjectRepository, BoardChangeFeed {
    /// The document's name inside the store directory.
    public static let fileName = "workspace.json"
    /// Files of the program's journal store: a directory holding them is not this store's to read.
    static let journalStoreFiles = ["journal.jsonl", "snapshot.json"]

    private let directory: URL
    private let file: DurableFile
    private let lockWait: Duration
    private let legacyAuthor: Author

    /// A repository on the store in `directory`, which is created (mode 0700) on the first write.
    ///
    /// - Parameters:
    ///   - lockWait: how long a change waits for another process's change before it fails with
    ///     ``/Domain/StorageError/busy(lockFile:)``.
    ///   - author: whose the changes are in a document of an earlier release, which named nobody.
    public init(directory: URL, lockWait: Duration = .seconds(5), migratingAs author: Author = .unknown) {
        self.directory = directory
        self.file = DurableFile(url: directory.appendingPathComponent(Self.fileName))
        self.lockWait = lockWait
        self.legacyAuthor = author
    }

    /// Everything the store holds.
    public func load() async throws -> Workspace {
        try read()
    }

    /// Every project, with `author`'s undo and redo.
    public func loadBoard(for author: Author) async throws -> Board {
        Board(try read(), for: author)
    }

    /// The newest `limit` history lines, newest first.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        Array(try read().historyNewestFirst.prefix(limit))
    }

    /// Reads the whole document and decides under the store's lock, then writes the new document whole.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try createDirectory()
        let lock = try await FileLock(directory.appendingPathComponent("lock"), wait: lockWait)
        var workspace = try read()
        let (event, result) = try decide(workspace.view(for: reads))
        if let event {
            try workspace.apply(event)
            do { try file.replace(with: try WorkspaceDocument.encode(workspace)) } catch let error as StorageError { throw error } catch {
                throw StorageError.io(path: file.path, reason: "it could not be encoded: \(error)")
            }
        }
        _ = consume lock
        return result
    }

    /// Writes and removes a probe file where the next change would write (the store directory, or the
    /// folder it would be created in): a read-only disk or missing permissions show before a change.
    public func checkWritable() async throws {
        var folder = directory
        while !FileManager.default.fileExists(atPath: folder.path), folder.pathComponents.count > 1 { folder.deleteLastPathComponent() }
        let probe = DurableFile(url: folder.appendingPathComponent(".project-manager-probe"))
        try probe.replace(with: Data())
        try? FileManager.default.removeItem(atPath: probe.path)
    }

    /// ``/Domain/BoardChange/everything`` after each change any process makes (the document is written whole).
    public nonisolated func changes() -> AsyncStream<BoardChange> {
        FileWatcher(path: file.path).changes()
    }

    /// The workspace in the document; a store that does not exist yet is an empty one.
    private func read() throws(StorageError) -> Workspace {
        if let found = Self.journalStoreFiles.first(where: { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }) {
            throw .otherStoreKind(path: directory.appendingPathComponent(found).path, opener: "project-manager, whose journal store it is")
        }
        guard let data = try file.read() else { return Workspace() }
        return try WorkspaceDocument.decode(data, path: file.path, legacyAuthor: legacyAuthor)
    }

    private func createDirectory() throws(StorageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notWritable(path: directory.path, reason: "not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .notWritable(path: directory.path, reason: "it cannot be created: \(error.localizedDescription)")
        }
    }
}
