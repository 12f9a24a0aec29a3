/// Applies again the change the author undid most recently (their own, not someone else's).
public struct RedoChange: ChangeUseCase {
    private let context: ChangeContext

    /// Creates the use case on `context`: the store, the clock and the author it changes for.
    public init(_ context: ChangeContext) { self.context = context }

    /// Returns the change applied again; throws ``ProjectError/changedSince(title:later:redo:)`` when
    /// someone changed one of its projects since.
    @discardableResult
    public func callAsFunction() async throws -> Change {
        let (now, author) = (context.clock.now(), context.author)
        let outcome = try await context.repository.change(reading: ReadSet(redoTopOf: author)) { view -> (event: WorkspaceEvent?, result: UndoChange.Outcome) in
            guard let change = view.redoTop else { throw ProjectError.nothingToRedo }
            // Redo applies the change again: its projects must be as undoing it left them.
            if let changed = UndoChange.changedProject(change.inverse, in: view) { return (nil, .refused(changed)) }
            return (.redo(by: author, date: now), .done(change))
        }
        return try await UndoChange.finish(outcome, redo: true, in: context)
    }
}
