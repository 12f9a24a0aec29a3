/// Takes back the newest change (this run's or an earlier run's) and records what that did to the board.
public struct UndoChange: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock

    /// Creates the use case from the ports it needs.
    public init(repository: any ProjectRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    /// - Returns: the change that was taken back (its ``Change/inverse`` is what was applied).
    /// - Throws: ``ProjectError/nothingToUndo``, ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction() async throws -> Change {
        let now = clock.now()
        return try await repository.update { workspace in
            guard let change = workspace.undoStack.last else { throw ProjectError.nothingToUndo }
            return (.undo(date: now), change)
        }
    }
}
