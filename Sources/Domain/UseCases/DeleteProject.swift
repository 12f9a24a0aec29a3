/// Deletes a project and records `Removed 'X' from DONE.` (undo brings it back, id and all).
public struct DeleteProject: ChangeUseCase {
    private let context: ChangeContext

    /// Creates the use case on `context`: the store, the clock and the author it changes for.
    public init(_ context: ChangeContext) { self.context = context }

    /// Returns the project as it was, or throws ``ProjectError`` or ``StorageError`` and stores nothing.
    @discardableResult
    public func callAsFunction(_ id: ProjectID) async throws -> Project {
        try await callAsFunction(ProjectReference(id))
    }

    /// Deletes the one project `reference` names, found and deleted in one read of the store.
    @discardableResult
    public func callAsFunction(_ reference: ProjectReference) async throws -> Project {
        let now = context.clock.now()
        return try await context.repository.change(reading: ReadSet(references: [reference])) { view in
            let old = try view.project(reference)
            let action = HistoryAction.removed(title: old.title, from: old.state)
            return (.commit(Change(action: action, before: [old], after: []), by: context.author, date: now), old)
        }
    }
}
