/// The port through which use cases read and change the store. Data implements it (snapshot file,
/// journal, memory); a test can implement it with a fake.
///
/// It is shaped around **one change**: a use case says what it must read (a ``ReadSet``), the
/// repository reads exactly that under its lock, hands it to the use case's `decide` closure as a
/// ``ReadView``, and records the event `decide` returns in one atomic write. A store never ships the
/// whole board for a change to one project, so a change costs the same on a board of ten projects or of
/// a hundred thousand (and a store on a server would read a few keys, not every key).
///
/// The store keeps the projects *and* the history and every author's undo/redo stacks: one change updates
/// all of them atomically, or a crash could leave a project without its history line or its undo step.
/// Several people may share one store; each event names its ``Author``.
///
/// Every method throws ``StorageError`` when the store cannot be read or written, and then changes nothing.
public protocol ProjectRepository: Sendable {
    /// The whole board: every project, and whether `author`'s undo and redo are possible. Only the
    /// screens that show every project (the board, a listing, an export) read it.
    func loadBoard(for author: Author) async throws -> Board

    /// The projects whose id starts with `reference` (one for a full id), as of the last completed write.
    func projects(matching reference: ProjectReference) async throws -> [Project]

    /// The projects with these ids as stored now; an id with no project (deleted, or never added) is
    /// left out. What a board that follows the store reads after a change that named them (``LoadBoard/callAsFunction(updating:after:)``).
    func projects(withIDs ids: Set<ProjectID>) async throws -> [Project]

    /// Whether `author` has a change to undo and an undone change to redo, read without the board.
    func undoAvailability(for author: Author) async throws -> (canUndo: Bool, canRedo: Bool)

    /// The newest `limit` history lines, newest first.
    func history(limit: Int) async throws -> [HistoryEntry]

    /// One atomic read-modify-write.
    ///
    /// The repository reads what `reads` names (under its exclusive lock: for files, across processes
    /// too) and calls `decide` on it. `decide` returns the event to record (`nil` records nothing) and a
    /// result for the caller; if it throws, nothing is written and the error is rethrown. `decide` is
    /// synchronous and depends only on the view, so a store that cannot lock (a server compared by
    /// revision) may read again and call it again when another writer came first.
    ///
    /// - Throws: ``ProjectError/nothingToUndo`` or ``ProjectError/nothingToRedo`` when the event is an
    ///   undo or redo its author's stack cannot give; nothing is written then.
    func change<Result: Sendable>(
        reading reads: ReadSet,
        _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result

    /// Records an event that is valid whatever the store holds (a new project with a fresh id), without
    /// reading the store first. A journal appends one line, so adding costs the same at any size.
    func append(_ event: WorkspaceEvent) async throws

    /// Checks, without changing anything a reader sees, that a change could be written now: a file store
    /// writes and removes a probe file, so a read-only mount, a full disk or missing permissions show up
    /// before the user types a change. Throws ``StorageError/notWritable(path:reason:)``; the default
    /// (a store in memory) always can.
    func checkWritable() async throws
}

extension ProjectRepository {
    /// The default: a ``change(reading:_:)`` that reads nothing and records `event`.
    public func append(_ event: WorkspaceEvent) async throws {
        try await change(reading: ReadSet()) { _ in (event, ()) }
    }

    /// The default: a ``change(reading:_:)`` that reads the reference and records nothing.
    public func projects(matching reference: ProjectReference) async throws -> [Project] {
        try await change(reading: ReadSet(references: [reference])) { view in
            (nil, view.projects.values.filter { reference.matches($0.id) }.sorted { $0.id < $1.id })
        }
    }

    /// The default: a ``change(reading:_:)`` that reads the ids and records nothing.
    public func projects(withIDs ids: Set<ProjectID>) async throws -> [Project] {
        try await change(reading: ReadSet(ids: ids)) { view in (nil, ids.compactMap { view.projects[$0] }) }
    }

    /// The default: the board's own flags.
    public func undoAvailability(for author: Author) async throws -> (canUndo: Bool, canRedo: Bool) {
        let board = try await loadBoard(for: author)
        return (board.canUndo, board.canRedo)
    }

    /// The default: nothing can stop a write.
    public func checkWritable() async throws {}
}
