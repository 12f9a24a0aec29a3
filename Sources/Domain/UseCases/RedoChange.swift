/// Applies again the change that was undone most recently.
public struct RedoChange: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock

    /// Creates the use case from the ports it needs.
    public init(repository: any ProjectRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    /// - Returns: the change that was applied again.
    /// - Throws: ``ProjectError/nothingToRedo``, ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction() async throws -> Change {
        let now = clock.now()
        return try await repository.update { workspace in
            guard let change = workspace.redoStack.last else { throw ProjectError.nothingToRedo }
            return (.redo(date: now), change)
        }
    }
}
