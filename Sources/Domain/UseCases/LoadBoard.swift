/// Reads the board: three ordered columns and whether the author's undo and redo are available.
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
}
