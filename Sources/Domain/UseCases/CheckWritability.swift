/// Finds out whether the store can take a change now, so a screen turns read-only before the user types.
public struct CheckWritability: Sendable {
    private let repository: any ProjectRepository

    /// Creates the use case from the store it checks.
    public init(repository: any ProjectRepository) {
        self.repository = repository
    }

    /// - Throws: ``StorageError`` (usually ``StorageError/notWritable(path:reason:)``) saying why not.
    public func callAsFunction() async throws {
        try await repository.checkWritable()
    }
}
