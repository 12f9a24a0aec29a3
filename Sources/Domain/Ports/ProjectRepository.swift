/// The port through which use cases read and change the store; Data implements it, a test may fake it.
///
/// It is shaped around **one change**: a use case names what it must read (a ``ReadSet``), and the
/// repository records the event its `decide` returns in one atomic write with the history line and the
/// undo step, so a crash never splits them. Every method throws ``StorageError``, changing nothing.
public protocol ProjectRepository: Sendable {
    /// The whole board, with whether `author`'s undo and redo are possible.
    func loadBoard(for author: Author) async throws -> Board

    /// The projects whose id starts with `reference` (one for a full id), as of the last completed write.
    func projects(matching reference: ProjectReference) async throws -> [Project]

    /// The projects with these ids as stored now; an id with no project is left out.
    func projects(withIDs ids: Set<ProjectID>) async throws -> [Project]

    /// Whether `author` has a change to undo and an undone change to redo, read without the board.
    func undoAvailability(for author: Author) async throws -> (canUndo: Bool, canRedo: Bool)

    /// The newest `limit` history lines, newest first.
    func history(limit: Int) async throws -> [HistoryEntry]

    /// One atomic read-modify-write: reads what `reads` names under the store's lock, and records the
    /// event `decide` returns (`nil`: nothing). If `decide` throws, nothing is written. `decide` depends
    /// only on the view, so a store that cannot lock may call it again when another writer came first.
    func change<Result: Sendable>(
        reading reads: ReadSet,
        _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result

    /// Records an event valid whatever the store holds (a new project with a fresh id), reading nothing.
    func append(_ event: WorkspaceEvent) async throws

    /// Throws ``StorageError/notWritable(path:reason:)`` when a change could not be written now, so a
    /// screen turns read-only before the user types one.
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
