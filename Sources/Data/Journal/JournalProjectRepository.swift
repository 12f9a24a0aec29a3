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
/// - the snapshot records the last sequence number it contains; journal records at or below it are
///   skipped, so a crash in the middle of a compaction (new snapshot written, old journal not yet
///   replaced) neither loses nor repeats a change;
/// - an append is fsynced before it is reported done; a torn last line (a crash mid-append) is ignored by
///   readers and cut off by the next writer, under the lock;
/// - the snapshot and a new journal are each written by atomic replacement; a store of an older format
///   (the first: one JSON document; the second: no authors) is migrated once, under the lock, by the
///   same two replacements, and a newer one is refused untouched.
///
/// Several people may share the directory: every record names its author, and the snapshot keeps each
/// author's undo and redo stacks as a run of lines whose place its `authors` section gives.
public final class JournalProjectRepository: ProjectRepository, BoardChangeFeed {
    /// The name of the journal inside the store directory.
    public static let journalFileName = "journal.jsonl"
    /// The name of the compacted snapshot inside the store directory.
    public static let snapshotFileName = "snapshot.json"
    /// The journal's size once it is folded into the snapshot, unless a repository is given another:
    /// a few hundred changes, read and checked by every command in well under a millisecond.
    public static let defaultCompactionMinimum = 256 * 1024

    private let directory: StoreDirectory
    let journal: StoreFile
    let snapshot: StoreFile
    private let lockWait: Duration
    private let journalLimit: Int
    let legacyAuthor: Author
    private let migration: JournalMigration
    /// Where the file work waits for the disk and the lock.
    let io: BlockingIO
    /// The projects of the last snapshot this instance streamed: a snapshot is never changed in place (a
    /// compaction writes a new file), so while it is the same file, a board (the interactive one, after
    /// each change) reads only the bounded journal on top of it.
    private let snapshotProjects = Mutex<(identity: FileIdentity, projects: [Project])?>(nil)

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

    /// Writes and removes a probe file in the store and opens its files for writing: whether a change
    /// would be written now (see ``Domain/ProjectRepository/checkWritable()``).
    public func checkWritable() async throws {
        try await io.run { try self.directory.checkWritable([self.journal, self.snapshot, self.directory.file("lock")]) }
    }

    // MARK: - Changes (under the lock)

    /// Reads what `reads` names and decides, under the store's lock; appends the event as one record.
    ///
    /// Two blocking calls (lock and read; write), not three: each hop between threads is a wake-up that,
    /// on a busy machine, costs more than the work of a small change.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        // A store that does not exist yet is empty: a change refused there (nothing to undo, no such
        // project) must not create the directory and its lock file just to refuse.
        if !directory.exists() {
            let (event, result) = try decide(Workspace().view(for: reads))
            if event == nil { return result }
        }
        let (lock, store, view) = try await io.run {
            let lock = try self.lockNow()
            do {
                let store = try self.readLocked(
                    events: true, naming: JournalStoreState.idTexts(of: reads), stacksOf: JournalStoreState.stacksAuthor(of: reads))
                return (lock, store, try store.view(for: reads))
            } catch {
                lock.release()
                throw error
            }
        }
        defer { lock.release() }
        let (event, result) = try decide(view)
        guard let event else { return result }
        try await io.run {
            // A read of named projects parsed only their records; an undo or redo decided on them takes
            // the top of a stack, which only every record, or its author's, tells (the lock is still held:
            // nothing changed).
            var store = store
            if case .commit = event {} else if !store.parsed, store.stacksOf != event.author { store = try self.readLocked(events: true) }
            try self.record(event, in: store, reads: reads, view: view)
        }
        return result
    }

    /// Appends a commit after checking the journal (checksums and sequence numbers, no parsing) and the
    /// snapshot's header: an add costs the same on any board, and never writes into a damaged store.
    public func append(_ event: WorkspaceEvent) async throws {
        guard case .commit = event else {
            try await change(reading: ReadSet()) { _ in (event, ()) }
            return
        }
        try await io.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.record(event, in: self.readLocked(events: false), reads: ReadSet(), view: ReadView())
        }
    }

    /// Folds the journal into a new snapshot now, instead of waiting for it to reach its size.
    public func compact() async throws {
        try await io.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.compact(self.readLocked(events: true))
        }
    }

    // MARK: - Reading

    /// The store as one operation sees it (see ``JournalStoreState/read(journal:snapshot:events:legacyAuthor:)``);
    /// `nil`: the store is of the first format and must be migrated first.
    private func read(events: Bool, naming: [[UInt8]]? = nil, newest: Int? = nil, stacksOf: Author? = nil) throws(StorageError) -> JournalStoreState? {
        try JournalStoreState.read(
            journal: journal, snapshot: snapshot, events: events, naming: naming, newest: newest, stacksOf: stacksOf, legacyAuthor: legacyAuthor)
    }

    /// A reader's view: an older format's store is migrated (under the lock) the first time it is opened.
    /// With `naming`, only the records that name those ids are parsed (see ``JournalStoreState/idTexts(of:)``);
    /// with `newest`, only the newest records.
    func readWithoutLock(naming: [[UInt8]]? = nil, newest: Int? = nil) throws(StorageError) -> JournalStoreState {
        if let store = try read(events: true, naming: naming, newest: newest), store.version == StoreFormat.version { return store }
        let lock = try lockNow()
        defer { lock.release() }
        return try readLocked(events: true, naming: naming, newest: newest)
    }

    /// A writer's view, under the lock: migrated if needed, and a torn last line cut off.
    private func readLocked(
        events: Bool, naming: [[UInt8]]? = nil, newest: Int? = nil, stacksOf: Author? = nil
    ) throws(StorageError) -> JournalStoreState {
        var found = try read(events: events, naming: naming, newest: newest, stacksOf: stacksOf)
        if found == nil || found?.version != StoreFormat.version {
            try migration.migrate()
            found = try read(events: events, naming: naming, newest: newest, stacksOf: stacksOf)
        }
        guard let store = found, store.version == StoreFormat.version else {
            throw .corrupt(file: snapshot.path, reason: "it could not be migrated from format \(found?.version ?? LegacyStore.version)")
        }
        // The journal was read whole under this lock, so what was read is all the file holds: no stat needed.
        if let verified = store.journal, verified.bytes.count > verified.complete {
            // A writer crashed mid-append. Those bytes were never fsynced and reported done, so cutting
            // them off is safe: the one case where a journal is shortened in place.
            try journal.truncate(to: verified.complete)
        }
        return store
    }

    /// Every project: the snapshot's, streamed (or kept from the last time it was), with the journal's
    /// changes on top.
    private func allProjects(in store: JournalStoreState) throws(StorageError) -> [Project] {
        guard let snapshot = store.snapshot else { return store.overlaid([]) }
        if let cached = snapshotProjects.withLock({ $0 }), cached.identity == snapshot.identity {
            return store.overlaid(cached.projects)
        }
        let base = try store.snapshotProjects()
        snapshotProjects.withLock { $0 = (snapshot.identity, base) }
        return store.overlaid(base)
    }

    // MARK: - Writing (always under the lock)

    /// Creates the directory if needed and takes the store's lock, waiting (bounded) for another writer.
    /// It blocks: call it only inside ``BlockingIO``'s `run`.
    private func lockNow() throws(StorageError) -> StoreLock {
        try directory.create()
        return try StoreLock.acquire(in: directory, wait: lockWait)
    }

    /// Appends `event` as the record after `store`'s last, then compacts if the journal passed its size.
    private func record(_ event: WorkspaceEvent, in store: JournalStoreState, reads: ReadSet, view: ReadView) throws {
        var store = store
        let kind: JournalOverlay.Kind, change: Change, author = event.author, date = event.date
        switch event {
        case let .commit(committed, _, _):
            (kind, change) = (.commit, committed)
        case .undo:
            // The view's top is the author's only if the decision asked for theirs; else read it now.
            let asked = reads.undoTopOf == author ? view.undoTop : nil
            guard let top = try asked ?? store.top(of: store.overlay.stacks[author]?.undoStack) else { throw ProjectError.nothingToUndo }
            (kind, change) = (.undo, top)
        case .redo:
            let asked = reads.redoTopOf == author ? view.redoTop : nil
            guard let top = try asked ?? store.top(of: store.overlay.stacks[author]?.redoStack) else { throw ProjectError.nothingToRedo }
            (kind, change) = (.redo, top)
        }
        let encoded = SnapshotWriter.line(change)
        let top = SnapshotCompaction.EncodedTop(undo: kind != .undo, author: author, bytes: encoded)
        // An undo or redo of an import, read from its author's stacks alone, goes into a snapshot too.
        if encoded.count > journalLimit, !store.parsed, store.stacksOf == author { store = try readLocked(events: true) }
        if encoded.count > journalLimit, store.parsed {
            // A change larger than the journal's whole size (an import) goes straight into a new snapshot,
            // written beside and renamed over the old one: one change, stored whole or not at all, and
            // written once rather than appended and then copied again by the compaction it would cause.
            var next = store
            let applied = next.overlay.apply(kind, change, by: author, at: date, projects: false)
            next.sequence += 1
            try snapshot.replace(withParts: SnapshotCompaction.parts(of: next, encodedTop: top, applying: applied))
            // The change is durable now; the old journal's records are all inside the new snapshot, so a
            // journal that cannot be restarted here is restarted by the next change.
            _ = try? startJournal(base: next.sequence)
            directory.removeLeftoverTemporaryFiles()
            return
        }
        let line = JournalRecord.line(kind: kind.rawValue, author: author, date: date.timeIntervalSinceReferenceDate, change: encoded, sequence: store.sequence + 1)
        var size: Int
        if let verified = store.journal, verified.last == store.sequence {
            size = verified.complete
        } else {
            // No journal yet, or one whose records are all inside the snapshot (a compaction interrupted
            // before its new journal): start one after the snapshot.
            size = try startJournal(base: store.sequence)
        }
        try journal.append(line, after: size)
        size += line.count
        guard size > journalLimit else { return }
        // After the change is durable: a failure here (a full disk, a damaged snapshot) must not turn an
        // acknowledged change into a reported failure. The change stands; the next change compacts.
        var next = store
        if !next.parsed {
            guard let reread = try? read(events: true) else { return }
            next = reread
        } else {
            next.overlay.apply(kind, change, by: author, at: date)
            next.sequence += 1
        }
        // The change just pushed (on the author's undo stack, or redo stack for an undo) is already encoded.
        try? compact(next, encodedTop: top)
    }

    /// Writes a journal holding only its header line; returns its length.
    private func startJournal(base: Int) throws(StorageError) -> Int {
        try JournalHeader.start(journal, base: base)
    }

    /// Writes the snapshot of `store` (its snapshot merged with its journal) and then an empty journal.
    private func compact(_ store: JournalStoreState, encodedTop: SnapshotCompaction.EncodedTop? = nil) throws(StorageError) {
        try snapshot.replace(withParts: SnapshotCompaction.parts(of: store, encodedTop: encodedTop))
        // A crash here leaves the old journal beside the new snapshot: every record in it is at or below
        // the snapshot's sequence, so reading skips them all. Nothing is lost or applied twice.
        _ = try startJournal(base: store.sequence)
        directory.removeLeftoverTemporaryFiles()
    }
}
