/// Moves a project to another column and records `Moved 'X' from TODO to DOING.` (nothing if it is there).
public struct MoveProject: ChangeUseCase {
    private let context: ChangeContext

    /// Creates the use case on `context`: the store, the clock and the author it changes for.
    public init(_ context: ChangeContext) { self.context = context }

    /// Returns the project as stored, or throws ``ProjectError`` or ``StorageError`` and stores nothing.
    @discardableResult
    public func callAsFunction(_ id: ProjectID, to state: ProjectState) async throws -> Project {
        try await callAsFunction(ProjectReference(id), to: state).after
    }

    /// Moves the one project `reference` names, in one read of the store; returns it before and after.
    @discardableResult
    public func callAsFunction(_ reference: ProjectReference, to state: ProjectState) async throws -> ProjectUpdate {
        let now = context.clock.now()
        return try await context.repository.change(reading: ReadSet(references: [reference])) { view in
            let old = try view.project(reference)
            guard old.state != state else { return (nil, ProjectUpdate(before: old, after: old)) }
            var new = old
            new.state = state
            new.updatedAt = now
            let action = HistoryAction.moved(title: old.title, from: old.state, to: state)
            return (.commit(Change(action: action, before: [old], after: [new]), by: context.author, date: now), ProjectUpdate(before: old, after: new))
        }
    }
}
