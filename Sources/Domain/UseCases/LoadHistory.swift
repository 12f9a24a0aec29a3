/// Reads the history, newest first.
public struct LoadHistory: Sendable {
    private let repository: any ProjectRepository

    /// Creates the use case from the store it reads.
    public init(repository: any ProjectRepository) {
        self.repository = repository
    }

    /// The newest `limit` entries, or all that are kept.
    public func callAsFunction(limit: Int? = nil) async throws -> [HistoryEntry] {
        try await repository.history(limit: max(0, min(limit ?? Workspace.historyLimit, Workspace.historyLimit)))
    }
}
