/// The port through which use cases read and change the store. Data implements it (snapshot file,
/// journal, memory); a test can implement it with a fake.
///
/// It keeps the projects *and* the history and undo/redo stacks: one change must update all of them in
/// one atomic write, or a crash could leave a project without its history line or its undo step.
///
/// Every method throws ``StorageError`` when the store cannot be read or written, and then changes nothing.
public protocol ProjectRepository: Sendable {
    /// A consistent view of everything in the store, as of the last completed write.
    func load() async throws -> Workspace

    /// The board alone: the projects and whether undo and redo are possible, equal to
    /// `Board(try await load())`. A repository may read it faster than a whole workspace (a board
    /// does not need the projects inside the undo and redo stacks); the default simply loads.
    func loadBoard() async throws -> Board

    /// One atomic read-modify-write.
    ///
    /// `decide` runs while the repository holds its exclusive lock (for files, across processes too), on
    /// the latest workspace. It returns the event to record (`nil` records nothing) and a result for the
    /// caller. If `decide` throws, nothing is written and the error is rethrown.
    func update<Result: Sendable>(
        _ decide: @Sendable (Workspace) throws -> (event: WorkspaceEvent?, result: Result)
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
    /// The default: the board of the whole workspace.
    public func loadBoard() async throws -> Board {
        Board(try await load())
    }

    /// The default: nothing can stop a write.
    public func checkWritable() async throws {}

    /// The default: an ``update(_:)`` that ignores what it reads.
    public func append(_ event: WorkspaceEvent) async throws {
        try await update { _ in (event, ()) }
    }
}
