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
    /// - Throws: ``ProjectError/nothingToRedo``; ``ProjectError/changedSince(title:)`` when a project of
    ///   that change was changed since it was undone; ``StorageError``. Nothing is stored then.
    @discardableResult
    public func callAsFunction() async throws -> Change {
        let now = clock.now()
        return try await repository.change(reading: ReadSet(redoTop: true)) { view in
            guard let change = view.redoTop else { throw ProjectError.nothingToRedo }
            // Redo applies the change again: its projects must be as undoing it left them.
            try UndoChange.requireUnchanged(change.inverse, in: view)
            return (.redo(date: now), change)
        }
    }
}
