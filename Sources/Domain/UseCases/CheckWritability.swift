/// Finds out whether the store can take a change now, so a screen can show it read-only before the user
/// types anything, and go back to normal once the store can be written again.
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
