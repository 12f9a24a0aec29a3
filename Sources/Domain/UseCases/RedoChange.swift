/// Applies again the change the author undid most recently (their own, not someone else's).
public struct RedoChange: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock
    private let author: Author

    /// Creates the use case from the ports it needs; `author` is whose undone changes it applies again.
    public init(repository: any ProjectRepository, clock: any CalendarClock, author: Author) {
        (self.repository, self.clock, self.author) = (repository, clock, author)
    }

    /// Returns the change applied again; throws ``ProjectError/changedSince(title:later:redo:)`` when
    /// someone changed one of its projects since.
    @discardableResult
    public func callAsFunction() async throws -> Change {
        let (now, author) = (clock.now(), author)
        let outcome = try await repository.change(reading: ReadSet(redoTopOf: author)) { view -> (event: WorkspaceEvent?, result: UndoChange.Outcome) in
            guard let change = view.redoTop else { throw ProjectError.nothingToRedo }
            // Redo applies the change again: its projects must be as undoing it left them.
            if let changed = UndoChange.changedProject(change.inverse, in: view) { return (nil, .refused(changed)) }
            return (.redo(by: author, date: now), .done(change))
        }
        return try await UndoChange.finish(outcome, redo: true, by: author, reading: repository)
    }
}
