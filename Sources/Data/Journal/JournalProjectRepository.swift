import Domain
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

    private let directory: StoreDirectory
    private let journal: StoreFile
    private let snapshot: StoreFile
    private let lockWait: Duration
    private let journalLimit: Int
    private let legacyAuthor: Author
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
    public init(directory: URL, lockWait: Duration = .seconds(5), compactionMinimum: Int = 256 * 1024, migratingAs author: Author = .unknown) {
        self.legacyAuthor = author
        self.directory = StoreDirectory(directory)
        self.journal = self.directory.file(Self.journalFileName)
        self.snapshot = self.directory.file(Self.snapshotFileName)
        self.lockWait = lockWait
        self.journalLimit = compactionMinimum
    }

    // MARK: - Reads without a change (no lock)

    /// Every project: the snapshot's section streamed, with the journal's changes on top; undo and redo
    /// are `author`'s.
    public func loadBoard(for author: Author) async throws -> Board {
        try await BlockingIO.run {
            let store = try self.readWithoutLock()
            return Board(projects: try self.allProjects(in: store), canUndo: store.overlay.canUndo(author), canRedo: store.overlay.canRedo(author))
        }
    }

    /// The projects `reference` names: a lower bound in the snapshot, and the journal's changes.
    public func projects(matching reference: ProjectReference) async throws -> [Project] {
        try await BlockingIO.run {
            try self.matches(reference, in: self.readWithoutLock()).sorted { $0.id < $1.id }
        }
    }

    /// The newest `limit` history lines: the journal's, then the snapshot's read from its end.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        try await BlockingIO.run {
            let store = try self.readWithoutLock()
            let limit = max(0, min(limit, Workspace.historyLimit))
            var lines = Array(store.overlay.history.suffix(limit).reversed())
            if lines.count < limit, let snapshot = store.snapshot {
                lines += try snapshot.newestHistory(limit - lines.count)
            }
            return lines
        }
    }

    /// Everything the store holds, read whole: for tests and tools, never for a command.
    public func load() async throws -> Workspace {
        try await BlockingIO.run {
            try self.workspace(of: self.readWithoutLock())
        }
    }

    private func workspace(of store: Store) throws(StorageError) -> Workspace {
        let projects = try allProjects(in: store)
        let history = try (store.snapshot?.newestHistory(Workspace.historyLimit) ?? []).reversed() + store.overlay.history
        var undo: [Author: [Change]] = [:], redo: [Author: [Change]] = [:]
        for (author, stack) in store.overlay.undo { undo[author] = try self.stack(stack, in: store) }
        for (author, stack) in store.overlay.redo { redo[author] = try self.stack(stack, in: store) }
        return Workspace(projects: projects, history: Array(history), undoStacks: undo, redoStacks: redo)
    }

    /// Writes and removes a probe file in the store and opens its files for writing: whether a change
    /// would be written now (see ``Domain/ProjectRepository/checkWritable()``).
    public func checkWritable() async throws {
        try await BlockingIO.run { try self.directory.checkWritable([self.journal, self.snapshot, self.directory.file("lock")]) }
    }

    /// A signal after each change any process makes to the store: the journal and the snapshot are
    /// looked at (one `stat` each) a few times a second.
    public func changes() -> AsyncStream<Void> {
        StoreWatcher(files: [journal, snapshot]).changes()
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
        let (lock, store, view) = try await BlockingIO.run {
            let lock = try self.lockNow()
            do {
                let store = try self.readLocked(events: true)
                return (lock, store, try self.view(for: reads, in: store))
            } catch {
                lock.release()
                throw error
            }
        }
        defer { lock.release() }
        let (event, result) = try decide(view)
        guard let event else { return result }
        try await BlockingIO.run { try self.record(event, in: store, reads: reads, view: view) }
        return result
    }

    /// Appends a commit after checking the journal (checksums and sequence numbers, no parsing) and the
    /// snapshot's header: an add costs the same on any board, and never writes into a damaged store.
    public func append(_ event: WorkspaceEvent) async throws {
        guard case .commit = event else {
            try await change(reading: ReadSet()) { _ in (event, ()) }
            return
        }
        try await BlockingIO.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.record(event, in: self.readLocked(events: false), reads: ReadSet(), view: ReadView())
        }
    }

    /// Folds the journal into a new snapshot now, instead of waiting for it to reach its size.
    public func compact() async throws {
        try await BlockingIO.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.compact(self.readLocked(events: true))
        }
    }

    // MARK: - Reading

    /// The store as one operation sees it.
    private struct Store: Sendable {
        var snapshot: LineSnapshot?
        var journal: VerifiedJournal?
        /// The oldest format of the two files: below the current one, the store must be migrated.
        var version: Int
        /// The last change in effect.
        var sequence: Int
        /// The journal's records after the snapshot (empty when they were not parsed).
        var overlay: JournalOverlay
        /// Whether `overlay` holds the records (an add only checks them).
        var parsed: Bool
    }

    /// Reads the journal and *then* the snapshot: a compaction in between only makes the snapshot newer
    /// (the old journal's records are then skipped), it can never leave a gap. `nil`: the store is of the
    /// first format and must be migrated first.
    private func read(events: Bool) throws(StorageError) -> Store? {
        let journalReading = try VerifiedJournal.read(journal)
        let snapshotKind = try LineSnapshot.open(snapshot, legacyAuthor: legacyAuthor)
        let verified: VerifiedJournal?
        switch journalReading {
        case .legacy: return nil
        case .none: verified = nil
        case let .current(journal): verified = journal
        }
        let lines: LineSnapshot?
        switch snapshotKind {
        case .legacy?: return nil
        case nil: lines = nil
        case let .current(snapshot)?: lines = snapshot
        }
        let base = lines?.header.sequence ?? 0
        var store = Store(
            snapshot: lines, journal: verified,
            version: min(lines?.header.version ?? StoreFormat.version, verified?.version ?? StoreFormat.version), sequence: base,
            overlay: JournalOverlay(stacks: lines?.stacks ?? [:]), parsed: events
        )
        guard let verified else { return store }
        guard verified.base <= base else {
            let missing = lines == nil ? "is missing" : "holds only up to change \(base)"
            throw .corrupt(file: journal.path, reason: "it continues change \(verified.base), but \(snapshot.path) \(missing)")
        }
        for record in verified.records where record.sequence > base {
            if events {
                let (kind, change, author, date) = try verified.event(record, file: journal.path, legacyAuthor: legacyAuthor)
                store.overlay.apply(kind, change, by: author, at: date)
            }
            store.sequence = record.sequence
        }
        return store
    }

    /// A reader's view: an older format's store is migrated (under the lock) the first time it is opened.
    private func readWithoutLock() throws(StorageError) -> Store {
        if let store = try read(events: true), store.version == StoreFormat.version { return store }
        let lock = try lockNow()
        defer { lock.release() }
        return try readLocked(events: true)
    }

    /// A writer's view, under the lock: migrated if needed, and a torn last line cut off.
    private func readLocked(events: Bool) throws(StorageError) -> Store {
        var found = try read(events: events)
        if found == nil || found?.version != StoreFormat.version {
            try migrateLocked()
            found = try read(events: events)
        }
        guard let store = found, store.version == StoreFormat.version else {
            throw .corrupt(file: snapshot.path, reason: "it could not be migrated from format \(found?.version ?? LegacyStore.version)")
        }
        if let verified = store.journal, let size = try journal.identity()?.size, size > verified.complete {
            // A writer crashed mid-append. Those bytes were never fsynced and reported done, so cutting
            // them off is safe: the one case where a journal is shortened in place.
            try journal.truncate(to: verified.complete)
        }
        return store
    }

    /// Every project: the snapshot's, streamed, with the journal's changes on top.
    private func allProjects(in store: Store) throws(StorageError) -> [Project] {
        var base: [Project] = []
        if let snapshot = store.snapshot {
            if let cached = snapshotProjects.withLock({ $0 }), cached.identity == snapshot.identity {
                base = cached.projects
            } else {
                base.reserveCapacity(snapshot.header.projects.count)
                try snapshot.forEachProject { base.append($0) }
                snapshotProjects.withLock { [base] in $0 = (snapshot.identity, base) }
            }
        }
        guard !store.overlay.projects.isEmpty else { return base }
        var projects = base.filter { store.overlay.projects[$0.id] == nil }
        for case let project? in store.overlay.projects.values { projects.append(project) }
        return projects
    }

    /// The projects `reference` names as the store holds them now.
    private func matches(_ reference: ProjectReference, in store: Store) throws(StorageError) -> [Project] {
        if let id = reference.id { return Array(try current([id], in: store).values) }
        var found = try store.snapshot?.projects(matching: reference).filter { store.overlay.projects[$0.id] == nil } ?? []
        for case let project? in store.overlay.projects.values where reference.matches(project.id) { found.append(project) }
        return found
    }

    /// The projects with these ids that exist now.
    private func current(_ ids: [ProjectID], in store: Store) throws(StorageError) -> [ProjectID: Project] {
        var found: [ProjectID: Project] = [:]
        var inSnapshot: [ProjectID] = []
        for id in ids {
            if let changed = store.overlay.projects[id] {
                found[id] = changed
            } else {
                inSnapshot.append(id)
            }
        }
        if let snapshot = store.snapshot, !inSnapshot.isEmpty {
            found.merge(try snapshot.projects(withIDs: inSnapshot)) { new, _ in new }
        }
        return found
    }

    /// What `reads` names, as ``Domain/Workspace/view(for:)`` defines it.
    private func view(for reads: ReadSet, in store: Store) throws(StorageError) -> ReadView {
        var found: [ProjectID: Project] = [:]
        var ids = reads.references.compactMap(\.id)
        for reference in reads.references where reference.id == nil {
            for project in try matches(reference, in: store) { found[project.id] = project }
        }
        let undoTop = try reads.undoTopOf.flatMap { author throws(StorageError) in try top(of: store.overlay.undo[author], in: store) }
        let redoTop = try reads.redoTopOf.flatMap { author throws(StorageError) in try top(of: store.overlay.redo[author], in: store) }
        for change in [undoTop, redoTop].compactMap(\.self) { ids += (change.before + change.after).map(\.id) }
        found.merge(try current(ids, in: store)) { new, _ in new }
        return ReadView(projects: found, undoTop: undoTop, redoTop: redoTop)
    }

    private func top(of stack: JournalOverlay.Stack?, in store: Store) throws(StorageError) -> Change? {
        guard let stack else { return nil }
        if let pushed = stack.pushed.last { return pushed }
        guard stack.top > stack.bottom else { return nil }
        return try store.snapshot?.change(in: stack.run, at: stack.top - 1)
    }

    private func stack(_ stack: JournalOverlay.Stack, in store: Store) throws(StorageError) -> [Change] {
        var changes: [Change] = []
        for index in stack.bottom..<stack.top {
            if let change = try store.snapshot?.change(in: stack.run, at: index) { changes.append(change) }
        }
        return changes + stack.pushed
    }

    // MARK: - Writing (always under the lock)

    /// Creates the directory if needed and takes the store's lock, waiting (bounded) for another writer.
    /// It blocks: call it only inside ``BlockingIO/run(_:)``.
    private func lockNow() throws(StorageError) -> StoreLock {
        try directory.create()
        return try StoreLock.acquire(in: directory, wait: lockWait)
    }

    /// Appends `event` as the record after `store`'s last, then compacts if the journal passed its size.
    private func record(_ event: WorkspaceEvent, in store: Store, reads: ReadSet, view: ReadView) throws {
        let kind: JournalOverlay.Kind, change: Change, author = event.author, date = event.date
        switch event {
        case let .commit(committed, _, _):
            (kind, change) = (.commit, committed)
        case .undo:
            // The view's top is the author's only if the decision asked for theirs; else read it now.
            let asked = reads.undoTopOf == author ? view.undoTop : nil
            guard let top = try asked ?? top(of: store.overlay.undo[author], in: store) else { throw ProjectError.nothingToUndo }
            (kind, change) = (.undo, top)
        case .redo:
            let asked = reads.redoTopOf == author ? view.redoTop : nil
            guard let top = try asked ?? top(of: store.overlay.redo[author], in: store) else { throw ProjectError.nothingToRedo }
            (kind, change) = (.redo, top)
        }
        let encoded = SnapshotWriter.line(change)
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
        try? compact(next, encodedTop: (undo: kind != .undo, author: author, bytes: encoded))
    }

    /// Writes a journal holding only its header line; returns its length.
    private func startJournal(base: Int) throws(StorageError) -> Int {
        let header = JournalHeader(base: base).line
        try journal.replace(with: header)
        return header.count
    }

    /// Writes the snapshot of `store` (its snapshot merged with its journal) and then an empty journal.
    private func compact(_ store: Store, encodedTop: (undo: Bool, author: Author, bytes: [UInt8])? = nil) throws(StorageError) {
        var writer = SnapshotWriter()
        let overlay = store.overlay
        let history = try store.snapshot?.historyLines() ?? []
        for line in history.suffix(max(0, Workspace.historyLimit - overlay.history.count)) { writer.add(line, to: .history) }
        for entry in overlay.history.suffix(Workspace.historyLimit) { writer.add(SnapshotWriter.line(entry), to: .history) }
        for (stacks, undo) in [(overlay.undo, true), (overlay.redo, false)] {
            for (author, stack) in stacks {
                let lines = stack.run.count > 0 ? try store.snapshot?.stackLines(stack.run) ?? [] : []
                for line in lines[min(stack.bottom, lines.count)..<min(stack.top, lines.count)] { writer.add(line, toStackOf: author, undo: undo) }
                for (index, change) in stack.pushed.enumerated() {
                    if index == stack.pushed.count - 1, let encodedTop, encodedTop.undo == undo, encodedTop.author == author {
                        writer.add(encodedTop.bytes, toStackOf: author, undo: undo)
                    } else {
                        writer.add(SnapshotWriter.line(change), toStackOf: author, undo: undo)
                    }
                }
            }
        }
        // A merge of two sorted runs: the snapshot's lines (copied as they are) and the changed projects.
        let changed = overlay.projects.map { (id: Array($0.key.description.utf8), project: $0.value) }.sorted { $0.id.lexicographicallyPrecedes($1.id) }
        var next = 0
        writer.reserveProjects((store.snapshot?.header.projects.end ?? 0) - (store.snapshot?.header.projects.offset ?? 0) + 256 * changed.count)
        try store.snapshot?.forEachProjectLine { id, line in
            while next < changed.count, changed[next].id.lexicographicallyPrecedes(id) {
                if let project = changed[next].project { writer.add(SnapshotWriter.line(project), to: .projects) }
                next += 1
            }
            if next < changed.count, changed[next].id.elementsEqual(id) {
                if let project = changed[next].project { writer.add(SnapshotWriter.line(project), to: .projects) }
                next += 1
            } else {
                writer.add(line, to: .projects)
            }
        }
        for entry in changed[next...] {
            if let project = entry.project { writer.add(SnapshotWriter.line(project), to: .projects) }
        }
        try snapshot.replace(with: writer.bytes(sequence: store.sequence))
        // A crash here leaves the old journal beside the new snapshot: every record in it is at or below
        // the snapshot's sequence, so reading skips them all. Nothing is lost or applied twice.
        _ = try startJournal(base: store.sequence)
        directory.removeLeftoverTemporaryFiles()
    }

    /// Migrates a store of an older format: the new snapshot first, then a new journal after it, each by
    /// atomic replacement; a crash between the two is finished by the next command.
    private func migrateLocked() throws(StorageError) {
        let journalReading = try VerifiedJournal.read(journal)
        let snapshotKind = try LineSnapshot.open(snapshot, legacyAuthor: legacyAuthor)
        switch (journalReading, snapshotKind) {
        case (.current(let verified), .current(let lines)?) where lines.header.version == StoreFormat.version && verified.version < StoreFormat.version:
            // Interrupted after the new snapshot: the old journal must hold nothing beyond it.
            guard verified.last <= lines.header.sequence else {
                throw .corrupt(file: journal.path, reason: "change \(verified.last) is newer than \(snapshot.path), which holds up to \(lines.header.sequence)")
            }
            _ = try startJournal(base: lines.header.sequence)
        case (.current(let verified), .current(let lines)?) where lines.header.version < verified.version && !verified.records.isEmpty:
            throw .corrupt(file: snapshot.path, reason: "it is of format \(lines.header.version) beside a journal of format \(verified.version)")
        case (.current, .current(let lines)?) where lines.header.version < StoreFormat.version, (.none, .current(let lines)?) where lines.header.version < StoreFormat.version:
            // Format 2, read whole with its changes credited to the legacy author, written in this format.
            guard let store = try read(events: true) else { return }
            try snapshot.replace(with: SnapshotWriter.bytes(of: workspace(of: store), sequence: store.sequence))
            _ = try startJournal(base: store.sequence)
            directory.removeLeftoverTemporaryFiles()
        case (.current(let verified), nil) where verified.version < StoreFormat.version:
            // A journal of format 2 with no snapshot yet: the same, from the journal alone.
            guard let store = try read(events: true) else { return }
            try snapshot.replace(with: SnapshotWriter.bytes(of: workspace(of: store), sequence: store.sequence))
            _ = try startJournal(base: store.sequence)
            directory.removeLeftoverTemporaryFiles()
        case (.legacy, .current(let lines)?):
            // Interrupted after the snapshot: the old journal must hold nothing beyond it.
            let last = try LegacyStore.lastSequence(of: journal)
            guard last <= lines.header.sequence else {
                throw .corrupt(file: journal.path, reason: "change \(last) is newer than \(snapshot.path), which holds up to \(lines.header.sequence)")
            }
            _ = try startJournal(base: lines.header.sequence)
            // A first-format store whose migration to format 2 stopped here: on to this format.
            if lines.header.version < StoreFormat.version { try migrateLocked() }
        case (.current, .legacy?):
            throw .corrupt(file: snapshot.path, reason: "it is of format \(LegacyStore.version) beside a journal of format \(StoreFormat.version)")
        case (.legacy, _), (_, .legacy?):
            let (workspace, sequence) = try LegacyStore.read(snapshot: snapshot, journal: journal, author: legacyAuthor)
            try snapshot.replace(with: SnapshotWriter.bytes(of: workspace, sequence: sequence))
            _ = try startJournal(base: sequence)
            directory.removeLeftoverTemporaryFiles()
        default:
            return
        }
    }
}
