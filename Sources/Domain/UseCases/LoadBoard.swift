/// Reads the board: three ordered columns and whether undo and redo are available.
public struct LoadBoard: Sendable {
    private let repository: any ProjectRepository

    /// Creates the use case from the store it reads.
    public init(repository: any ProjectRepository) {
        self.repository = repository
    }

    /// - Throws: ``StorageError`` (never an empty board in its place).
    public func callAsFunction() async throws -> Board {
        try await repository.loadBoard()
    }
}
