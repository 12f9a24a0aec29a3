import Domain
import FastCoding
import Foundation
import Synchronization

/// The store the App uses: a compacted snapshot (`snapshot.json`, projects sorted by id, see
/// ``LineSnapshot``) and a journal of the changes since (`journal.jsonl`), bounded by a fixed size.
///
/// Every command does bounded work, whatever the board's size:
/// - a change reads and checks the whole journal (it is bounded), then reads from the snapshot only
///   what its ``Domain/ReadSet`` names: a project by binary search, the top of a stack from the end of
///   its section; it appends one line and fsyncs it;
/// - once the journal passes its size, the next change folds it into a new snapshot (a merge that copies
///   unchanged project lines as they are): a cost proportional to the board, paid once per journal's
///   worth of changes.
///
/// How it stays safe:
/// - every journal record carries a CRC-32 and a sequence number that must continue the line before it;
///   a record that fails either is damage, and every command (an add too) refuses the store, naming the
///   file and the line, and writes nothing until a person repairs it;
/// - a compaction writes the new snapshot under a pending name, then the new journal naming it, then
///   renames the snapshot into place (``SnapshotInstall``), so a crash anywhere in between neither loses
///   nor repeats a change, and a snapshot never lies beside the journal it folded;
/// - an append is fsynced before it is reported done; a torn last line (a crash mid-append: the beginning
///   of the next record, its checksum unmatched) is ignored by readers and cut off by the next writer,
///   under the lock, after it is copied aside; any other tail is damage;
/// - every line of the snapshot carries a checksum too, and the two files name each other and count
///   generations (``SnapshotLineage``): a missing, replaced or older partner is damage, the older file
///   named (a journal put back from an older copy of itself is not told: ``SnapshotInstall`` says why);
/// - the snapshot and a new journal are each written by atomic replacement; a store of an older format
///   (the first: one JSON document; the second: no authors) is migrated once, under the lock, by the
///   same two replacements, and a newer one is refused untouched.
///
/// Several people may share the directory: every record names its author, and the snapshot keeps each
/// author's undo and redo stacks as a run of lines whose place its `authors` section gives.
///
/// Its parts, one file each: the reads without a change (here), the reads under or without the lock
/// (`+Reading`), the changes (`+Changes`), writing under the lock (`+Writing`), and a board following
/// the store (`+Following`).
public final class JournalProjectRepository: ProjectRepository, BoardChangeFeed {
    /// The name of the journal inside the store directory.
    public static let journalFileName = "journal.jsonl"
    /// The name of the compacted snapshot inside the store directory.
    public static let snapshotFileName = "snapshot.json"
    /// The Data layer's JSON file store: a directory holding it is refused, never read as an empty journal.
    static let jsonFileStoreName = "workspace.json"
    /// The journal's size once it is folded into the snapshot, unless a repository is given another:
    /// a few hundred changes, read and checked by every command in well under a millisecond.
    public static let defaultCompactionMinimum = 256 * 1024

    let directory: StoreDirectory
    let journal: StoreFile
    let snapshot: StoreFile
    let lockWait: Duration
    let journalLimit: Int
    let legacyAuthor: Author
    let migration: JournalMigration
    /// Where the file work waits for the disk and the lock.
    let io: BlockingIO
    /// The projects of the last snapshot this instance streamed: a snapshot is never changed in place (a
    /// compaction writes a new file), so while it is the same file, a board (the interactive one, after
    /// each change) reads only the bounded journal on top of it.
    let snapshotProjects = Mutex<(identity: FileIdentity, projects: [Project])?>(nil)
    /// What the store did that a person should hear of once (bytes kept aside), until it is taken.
    let notice = Mutex<String?>(nil)

    /// A repository on the store in `directory`, which is created (mode 0700) on the first write.
    ///
    /// - Parameters:
    ///   - lockWait: how long a change waits for another process's change before it fails with
    ///     ``Domain/StorageError/busy(lockFile:)``.
    ///   - compactionMinimum: the journal's fixed size: once it is larger, it is folded into the snapshot.
    ///     It bounds what every command reads and checks.
    ///   - author: who the changes of a store older than format 3 (which named nobody) are credited to
    ///     when it is migrated: the person opening it first, who was its only user.
    ///   - io: where the file work waits: on a thread of its own unless the process runs one command.
    public init(
        directory: URL, lockWait: Duration = .seconds(5), compactionMinimum: Int = defaultCompactionMinimum,
        migratingAs author: Author = .unknown, io: BlockingIO = .ownThread
    ) {
        self.io = io
        self.legacyAuthor = author
        self.directory = StoreDirectory(directory)
        self.journal = self.directory.file(Self.journalFileName)
        self.snapshot = self.directory.file(Self.snapshotFileName)
        self.lockWait = lockWait
        self.journalLimit = compactionMinimum
        self.migration = JournalMigration(directory: self.directory, journal: journal, snapshot: snapshot, legacyAuthor: author)
    }

    // MARK: - Reads without a change (no lock)

    /// Every project: the snapshot's section streamed, with the journal's changes on top; undo and redo
    /// are `author`'s.
    public func loadBoard(for author: Author) async throws -> Board {
        try await io.run {
            let store = try self.readWithoutLock()
            return Board(projects: try self.allProjects(in: store), canUndo: store.overlay.canUndo(author), canRedo: store.overlay.canRedo(author))
        }
    }

    /// The projects `reference` names: a lower bound in the snapshot, and the journal's changes.
    public func projects(matching reference: ProjectReference) async throws -> [Project] {
        try await io.run {
            let reads = ReadSet(references: [reference])
            return try self.readWithoutLock(naming: JournalStoreState.idTexts(of: reads)).projects(matching: reference).sorted { $0.id < $1.id }
        }
    }

    /// The newest `limit` history lines: the journal's, then the snapshot's read from its end.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        let limit = max(0, min(limit, Workspace.historyLimit))
        return try await io.run {
            // Each record is one history line: the newest `limit` are all there is to parse.
            let store = try self.readWithoutLock(newest: limit)
            var lines = Array(store.overlay.history.suffix(limit).reversed())
            if lines.count < limit, let snapshot = store.snapshot {
                lines += try snapshot.newestHistory(limit - lines.count)
            }
            return lines
        }
    }

    /// Everything the store holds, read whole: for tests and tools, never for a command.
    public func load() async throws -> Workspace {
        try await io.run {
            let store = try self.readWithoutLock()
            return try store.workspace(projects: self.allProjects(in: store))
        }
    }

    /// What this repository did that a person should hear of, once: `nil` after it was taken.
    public func takeNotice() -> String? {
        notice.withLock { notice in
            defer { notice = nil }
            return notice
        }
    }

    /// Writes and removes a probe file in the store and opens its files for writing: whether a change
    /// would be written now (see ``Domain/ProjectRepository/checkWritable()``).
    public func checkWritable() async throws {
        try await io.run { try self.directory.checkWritable([self.journal, self.snapshot, self.directory.file("lock")]) }
    }
}
