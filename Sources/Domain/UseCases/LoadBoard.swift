/// Reads the board, or brings a board read earlier up to date after the store's feed said what changed.
public struct LoadBoard: Sendable {
    private let repository: any ProjectRepository
    private let author: Author

    /// Creates the use case from the store it reads; `author` is whose undo and redo it reports.
    public init(repository: any ProjectRepository, author: Author) {
        (self.repository, self.author) = (repository, author)
    }

    /// - Throws: ``StorageError`` (never an empty board in its place).
    public func callAsFunction() async throws -> Board {
        try await repository.loadBoard(for: author)
    }

    /// `board` after `change`: only the projects the notice names are read again (undo and redo only
    /// after the author's own changes), giving what a whole read gives.
    public func callAsFunction(updating board: Board?, after change: BoardChange) async throws -> Board {
        guard let board, case let .projects(ids, authors) = change else { return try await self() }
        let projects = ids.isEmpty ? [] : try await repository.projects(withIDs: ids)
        var (canUndo, canRedo) = (board.canUndo, board.canRedo)
        if authors.contains(author) { (canUndo, canRedo) = try await repository.undoAvailability(for: author) }
        return board.replacing(ids, with: projects, canUndo: canUndo, canRedo: canRedo)
    }

    /// The notice of a change the author just made to the projects `ids`.
    public func ownChange(to ids: some Sequence<ProjectID>) -> BoardChange {
        BoardChange(projects: ids, by: author)
    }
}
