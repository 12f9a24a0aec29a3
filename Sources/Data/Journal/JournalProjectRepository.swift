import Domain
import Foundation
import Synchronization

/// The store the App uses: an append-only journal of events (`journal.jsonl`, JSON Lines) on top of a
/// compacted snapshot (`snapshot.json`), so that a change costs one appended line whatever the board's size.
///
/// How it stays safe:
/// - every journal line carries a sequence number, and the snapshot records the last one it contains;
///   on load, journal entries at or below it are skipped, so a crash in the middle of a compaction
///   (new snapshot written, old journal not yet replaced) neither loses nor repeats a change;
/// - an append is fsynced before it is reported done; a torn last line (a crash mid-append) is ignored by
///   readers and cut off by the next writer, under the lock;
/// - a compaction writes the new snapshot and then a new journal, each by atomic replacement.
public final class JournalProjectRepository: ProjectRepository {
    /// The name of the journal inside the store directory.
    public static let journalFileName = "journal.jsonl"
    /// The name of the compacted snapshot inside the store directory.
    public static let snapshotFileName = "snapshot.json"

    private let directory: StoreDirectory
    private let journal: StoreFile
    private let snapshot: StoreFile
    private let lockWait: Duration
    private let compactionMinimum: Int
    /// The last state read; a load re-reads only the bytes appended to the same journal file since.
    private let cache = Mutex<JournalState?>(nil)

    /// A repository on the store in `directory`, which is created (mode 0700) on the first write.
    ///
    /// - Parameters:
    ///   - lockWait: how long a change waits for another process's change before it fails with
    ///     ``Domain/StorageError/busy(lockFile:)``.
    ///   - compactionMinimum: the journal is compacted once it is larger than the snapshot *and* than
    ///     this many bytes, so a small board is not compacted after every change.
    public init(directory: URL, lockWait: Duration = .seconds(5), compactionMinimum: Int = 256 * 1024) {
        self.directory = StoreDirectory(directory)
        self.journal = self.directory.file(Self.journalFileName)
        self.snapshot = self.directory.file(Self.snapshotFileName)
        self.lockWait = lockWait
        self.compactionMinimum = compactionMinimum
    }

    /// The snapshot plus the journal's newer entries; cheap when nothing changed since the last load.
    public func load() async throws -> Workspace {
        try await BlockingIO.run { try self.current().workspace }
    }

    /// The board, read without the projects inside the undo and redo stacks when this instance has not
    /// read the store yet (a CLI command): after an import they are as many as the board's, and a board
    /// needs only to know whether the stacks are empty. A warm instance answers from its cache.
    public func loadBoard() async throws -> Board {
        try await BlockingIO.run { () throws(StorageError) -> Board in
            if self.cache.withLock({ $0 }) == nil, let board = try self.readBoard() { return board }
            return Board(try self.current().workspace)
        }
    }

    /// Writes and removes a probe file in the store and opens its files for writing: whether a change
    /// would be written now (see ``Domain/ProjectRepository/checkWritable()``).
    public func checkWritable() async throws {
        try await BlockingIO.run { try self.directory.checkWritable([self.journal, self.snapshot, self.directory.file("lock")]) }
    }

    /// Reads, decides and appends the event as one journal line, all under the store's lock.
    ///
    /// Two blocking calls (lock and read; write), not three: each hop between threads is a wake-up that,
    /// on a busy machine, costs more than the work of a small change.
    public func update<Result: Sendable>(
        _ decide: @Sendable (Workspace) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        let (lock, read) = try await BlockingIO.run {
            let lock = try self.lockNow()
            do { return (lock, try self.currentRepaired()) } catch { lock.release(); throw error }
        }
        defer { lock.release() }
        let (event, result) = try decide(read.workspace)
        guard let event else { return result }
        // Apply in place: while the cache (and `read`) also held the workspace, applying the event copied
        // every project, so a change on a warm 100,000-project store cost ~40 ms instead of ~1 ms. The
        // cache is refilled by `record`; if anything fails first, the next read simply reads the files.
        cache.withLock { $0 = nil }
        let before = JournalState(workspace: Workspace(), sequence: read.sequence, journal: read.journal, consumed: read.consumed)
        var next = consume read
        try next.workspace.apply(event) // throws before anything is written
        try await BlockingIO.run { [next] in try self.record(event, after: before, giving: next) }
        return result
    }

    /// Appends the event without reading the store: under the lock it checks only the journal's header
    /// line and its last few bytes (for the sequence number), then appends and fsyncs one line.
    public func append(_ event: WorkspaceEvent) async throws {
        try await BlockingIO.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.appendLocked(event)
        }
    }

    /// Folds the journal into a new snapshot now, instead of waiting for it to outgrow the snapshot.
    public func compact() async throws {
        try await BlockingIO.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.compact(self.currentRepaired())
        }
    }

    // MARK: - Reading

    /// Brings the cached state up to date with the files (reading only appended bytes when it can).
    private func current() throws(StorageError) -> JournalState {
        // Taken out of the cache while it is brought up to date, so that applying newer lines changes the
        // only copy: a shared workspace would be copied whole, a cost proportional to the board.
        if let cached = cache.withLock({ value in defer { value = nil }; return value }) {
            // A file that merely looks like the cached one (a reused inode) fails the sequence checks;
            // a full read then decides.
            if let state = try? advance(cached) {
                cache.withLock { $0 = state }
                return state
            }
        }
        let state = try readAll()
        cache.withLock { $0 = state }
        return state
    }

    /// `cached` plus the lines appended since, or `nil` when the journal is not the cached file any more.
    private func advance(_ cached: consuming JournalState) throws(StorageError) -> JournalState? {
        guard let identity = try journal.identity(), let known = cached.journal, known.isSameFile(as: identity),
              identity.size >= cached.consumed else { return nil }
        if identity.size == cached.consumed { return cached }
        let offset = cached.consumed
        guard let tail = try journal.read(from: offset) else { return nil }
        var state = consume cached
        try apply(tail, at: offset, to: &state)
        return state
    }

    /// Reads the journal and *then* the snapshot: a compaction in between only makes the snapshot newer
    /// (the old journal's entries are then skipped), it can never leave a gap.
    private func readAll() throws(StorageError) -> JournalState {
        guard let identity = try journal.identity(), let bytes = try journal.read() else {
            let (workspace, sequence) = try readSnapshot() ?? (Workspace(), 0)
            return JournalState(workspace: workspace, sequence: sequence, journal: nil, consumed: 0)
        }
        let (header, headerLength) = try readHeader(bytes)
        let (workspace, sequence) = try readSnapshot() ?? (Workspace(), 0)
        guard sequence >= header.base else {
            throw .corrupt(file: journal.path, reason: "it continues change \(header.base), but \(snapshot.path) holds only up to \(sequence)")
        }
        var state = JournalState(workspace: workspace, sequence: sequence, journal: identity, consumed: headerLength)
        try apply(bytes.dropFirst(headerLength), at: headerLength, to: &state)
        return state
    }

    /// ``readAll()`` for a board: the snapshot's stacks are only counted, and the journal's commits are
    /// applied to the projects. `nil` when the journal undoes or redoes, which needs the stacks.
    private func readBoard() throws(StorageError) -> Board? {
        let bytes = try journal.read()
        let header = try bytes.map { (bytes) throws(StorageError) in try readHeader(bytes) }
        var snapshotUndo = false, snapshotRedo = false
        var state = JournalState(workspace: Workspace(), sequence: 0, journal: nil, consumed: 0)
        if let data = try snapshot.read() {
            let parts = try StoreDecoding.read(data, file: snapshot.path) { (reader) throws(JSONReadError) in
                try SnapshotDocument.read(&reader, workspace: WorkspaceDTO.readBoardParts)
            }
            state.workspace = Workspace(projects: parts.workspace.projects)
            state.sequence = parts.sequence
            (snapshotUndo, snapshotRedo) = (parts.workspace.canUndo, parts.workspace.canRedo)
        }
        let base = state.sequence
        if let bytes, let (journalHeader, headerLength) = header {
            guard base >= journalHeader.base else {
                throw .corrupt(file: journal.path, reason: "it continues change \(journalHeader.base), but \(snapshot.path) holds only up to \(base)")
            }
            guard try apply(bytes.dropFirst(headerLength), at: headerLength, to: &state, commitsOnly: true) else { return nil }
        }
        let commits = state.sequence - base
        return Board(projects: state.workspace.projects.values, canUndo: snapshotUndo || commits > 0, canRedo: snapshotRedo && commits == 0)
    }

    private func readSnapshot() throws(StorageError) -> (Workspace, Int)? {
        guard let data = try snapshot.read() else { return nil }
        let document = try StoreDecoding.read(data, file: snapshot.path) { (reader) throws(JSONReadError) in
            try SnapshotDocument(reading: &reader)
        }
        return (document.workspace, document.sequence)
    }

    /// The journal's first line and its length (newline included).
    private func readHeader(_ bytes: Data) throws(StorageError) -> (JournalHeader, Int) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .corrupt(file: journal.path, reason: "no header line")
        }
        let header = try StoreDecoding.read(bytes[bytes.startIndex..<newline], file: journal.path) { (reader) throws(JSONReadError) in
            try JournalHeader(reading: &reader)
        }
        return (header, newline - bytes.startIndex + 1)
    }

    /// Applies the complete lines of `bytes` (which start at byte `offset` of the journal). Bytes after
    /// the last newline are a line still being written, or torn by a crash: never acknowledged, so ignored.
    ///
    /// - Parameter commitsOnly: stop (and return `false`) at an undo or redo, for a state read without
    ///   its stacks; `true` means every line was applied.
    @discardableResult
    private func apply(_ bytes: Data, at offset: Int, to state: inout JournalState, commitsOnly: Bool = false) throws(StorageError) -> Bool {
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let position = offset + start - bytes.startIndex
            let entry: JournalEntry
            do {
                entry = try JSONReader.read(bytes[start..<newline]) { (reader) throws(JSONReadError) in try JournalEntry(reading: &reader) }
            } catch {
                if let found = error.newerVersion {
                    throw .newerVersion(file: journal.path, found: found, supported: StoreFormat.version)
                }
                throw .corrupt(file: journal.path, reason: "the line at byte \(position): \(error)")
            }
            start = newline + 1
            if entry.seq <= state.sequence { continue } // already inside the snapshot
            guard entry.seq == state.sequence + 1 else {
                throw .corrupt(file: journal.path, reason: "change \(entry.seq) follows change \(state.sequence)")
            }
            do {
                let event = try entry.event.event()
                switch (commitsOnly, event) {
                case (true, .undo), (true, .redo): return false
                default: break
                }
                try state.workspace.apply(event)
            } catch {
                throw .corrupt(file: journal.path, reason: "the line at byte \(position) cannot be applied: \(error)")
            }
            state.sequence = entry.seq
        }
        state.consumed = offset + start - bytes.startIndex
        return true
    }

    // MARK: - Writing (always under the lock)

    /// Creates the directory if needed and takes the store's lock, waiting (bounded) for another writer.
    /// It blocks: call it only inside ``BlockingIO/run(_:)``.
    private func lockNow() throws -> StoreLock {
        try directory.create()
        return try StoreLock.acquire(in: directory, wait: lockWait)
    }

    /// The current state, with a torn last line cut off the journal.
    private func currentRepaired() throws(StorageError) -> JournalState {
        let state = try current()
        if let known = state.journal, let identity = try journal.identity(), known.isSameFile(as: identity),
           identity.size > state.consumed {
            // A writer crashed mid-append. Those bytes were never fsynced and reported done, so cutting
            // them off is safe: the one case where a journal is shortened in place.
            try journal.truncate(to: state.consumed)
        }
        return state
    }

    /// Appends `event` after `state` (only its position is read: sequence, journal file, bytes consumed).
    private func record(_ event: WorkspaceEvent, after state: JournalState, giving next: JournalState) throws(StorageError) {
        var size = state.consumed
        if state.journal == nil { size = try startJournal(base: state.sequence) }
        let line = JournalEntry.line(event, sequence: state.sequence + 1)
        try journal.append(line, after: size)
        var next = next
        next.sequence = state.sequence + 1
        next.journal = try journal.identity()
        next.consumed = size + line.count
        cache.withLock { [next] in $0 = next }
        compactIfNeeded(journalSize: next.consumed) { next }
    }

    private func appendLocked(_ event: WorkspaceEvent) throws(StorageError) {
        guard let identity = try journal.identity() else {
            // A new store (or one whose journal was removed): start the journal after the snapshot.
            let state = try currentRepaired()
            var next = state
            do { try next.workspace.apply(event) } catch { throw .io(path: journal.path, reason: "\(error)") }
            return try record(event, after: state, giving: next)
        }
        try checkSnapshotFrame()
        guard let head = try journal.read(limit: 4096) else { throw .io(path: journal.path, reason: "vanished") }
        let (header, headerLength) = try readHeader(head)
        let size = try repairTail(size: identity.size, headerLength: headerLength)
        let sequence: Int
        if size == headerLength {
            sequence = header.base
        } else {
            // The last line's final bytes, its newline excluded: enough for `,"seq":N}`.
            let from = max(headerLength, size - 33)
            let tail = try journal.read(from: from, limit: size - 1 - from) ?? Data()
            guard let last = JournalEntry.trailingSequence(of: tail) else {
                throw .corrupt(file: journal.path, reason: "its last line is damaged")
            }
            sequence = last
        }
        let line = JournalEntry.line(event, sequence: sequence + 1)
        try journal.append(line, after: size)
        compactIfNeeded(journalSize: size + line.count) { () throws(StorageError) in try self.currentRepaired() }
    }

    /// Refuses to append beside a snapshot that is newer or plainly damaged, reading only its first bytes
    /// and its last byte (parsing it would make an append cost as much as the whole board).
    private func checkSnapshotFrame() throws(StorageError) {
        guard let identity = try snapshot.identity() else { return }
        let head = try snapshot.read(limit: 32) ?? Data()
        let last = identity.size > 0 ? try snapshot.read(from: identity.size - 1, limit: 1)?.first : nil
        let version: Int
        do { version = try SnapshotDocument.checkFrame(head: head, last: last) } catch {
            throw .corrupt(file: snapshot.path, reason: error.description)
        }
        if version > StoreFormat.version {
            throw .newerVersion(file: snapshot.path, found: version, supported: StoreFormat.version)
        }
    }

    /// Cuts a torn last line off the journal (see ``currentRepaired()``) and returns the journal's size.
    private func repairTail(size: Int, headerLength: Int) throws(StorageError) -> Int {
        guard let last = try journal.read(from: size - 1, limit: 1), last.first != UInt8(ascii: "\n") else { return size }
        var end = size
        let chunk = 64 * 1024
        while end > headerLength {
            let start = max(headerLength - 1, end - chunk)
            let bytes = try journal.read(from: start, limit: end - start) ?? Data()
            if let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
                let complete = start + (newline - bytes.startIndex) + 1
                // Never acknowledged: see currentRepaired().
                try journal.truncate(to: complete)
                return complete
            }
            end = start
        }
        throw .corrupt(file: journal.path, reason: "no complete line after the header")
    }

    /// Writes a journal holding only its header line; returns its length.
    private func startJournal(base: Int) throws(StorageError) -> Int {
        let header = JournalHeader(base: base).line
        try journal.replace(with: header)
        return header.count
    }

    /// Compacts once the journal outgrows both the snapshot and the minimum, so the work of a compaction
    /// (proportional to the board) is spread over at least as many bytes of appended changes.
    ///
    /// It runs after the change is durable, so a failure here (a full disk, a damaged snapshot) must not
    /// turn an acknowledged change into a reported failure: the change stands, and the next load or
    /// update reports any damage.
    private func compactIfNeeded(journalSize: Int, state: () throws(StorageError) -> JournalState) {
        guard let snapshotSize = try? snapshot.identity()?.size ?? 0,
              journalSize > max(snapshotSize, compactionMinimum) else { return }
        try? compact(try state())
    }

    private func compact(_ state: JournalState) throws(StorageError) {
        try snapshot.replace(with: SnapshotDocument.encode(state.workspace, sequence: state.sequence))
        // A crash here leaves the old journal beside the new snapshot: every entry in it is at or below
        // the snapshot's sequence, so loading skips them all. Nothing is lost or applied twice.
        let headerLength = try startJournal(base: state.sequence)
        directory.removeLeftoverTemporaryFiles()
        let compacted = JournalState(
            workspace: state.workspace, sequence: state.sequence, journal: try journal.identity(), consumed: headerLength
        )
        cache.withLock { $0 = compacted }
    }
}
