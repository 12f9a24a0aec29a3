/// Reads the board: three ordered columns and whether the author's undo and redo are available; or
/// brings a board read earlier up to date after the store's feed said what changed (a ``BoardChange``).
public struct LoadBoard: Sendable {
    private let repository: any ProjectRepository
    private let author: Author

    /// Creates the use case from the store it reads; `author` is whose undo and redo it reports.
    public init(repository: any ProjectRepository, author: Author) {
        self.repository = repository
        self.author = author
    }

    /// - Throws: ``StorageError`` (never an empty board in its place).
    public func callAsFunction() async throws -> Board {
        try await repository.loadBoard(for: author)
    }

    /// `board` after `change`: only the projects the notice names are read again and put in their
    /// places, and the author's undo and redo only when the notice names one of the author's own
    /// changes. The whole board is read when the notice says everything, or when there is no board yet.
    /// Once every notice is applied, the board is what a whole read gives.
    ///
    /// - Throws: ``StorageError`` (never a board in part in its place).
    public func callAsFunction(updating board: Board?, after change: BoardChange) async throws -> Board {
        guard let board, case let .projects(ids, authors) = change else { return try await self() }
        let projects = ids.isEmpty ? [] : try await repository.projects(withIDs: ids)
        var (canUndo, canRedo) = (board.canUndo, board.canRedo)
        if authors.contains(author) { (canUndo, canRedo) = try await repository.undoAvailability(for: author) }
        return board.replacing(ids, with: projects, canUndo: canUndo, canRedo: canRedo)
    }

    /// The notice of a change the author just made to the projects `ids` (through a board that follows
    /// the store, which then reads only those).
    public func ownChange(to ids: some Sequence<ProjectID>) -> BoardChange {
        BoardChange(projects: ids, by: author)
    }
}
