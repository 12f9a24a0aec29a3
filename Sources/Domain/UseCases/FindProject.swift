/// Finds the one project a person named by its id or a unique prefix of it.
public struct FindProject: Sendable {
    private let repository: any ProjectRepository

    /// Creates the use case from the store it searches.
    public init(repository: any ProjectRepository) {
        self.repository = repository
    }

    /// - Throws: ``ProjectError`` (invalid, not found, ambiguous), ``StorageError``.
    public func callAsFunction(_ reference: String) async throws -> Project {
        let reference = try ProjectReference(reference)
        let matches = try await repository.projects(matching: reference)
        return try reference.resolve(in: Dictionary(matches.map { ($0.id, $0) }) { first, _ in first })
    }
}
