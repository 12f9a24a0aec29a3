/// Deletes a project and records `Removed 'X' from DONE.` (undo brings it back, id and all).
public struct DeleteProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock
    private let author: Author

    /// Creates the use case from the ports it needs; `author` is who makes the changes.
    public init(repository: any ProjectRepository, clock: any CalendarClock, author: Author) {
        (self.repository, self.clock, self.author) = (repository, clock, author)
    }

    /// Returns the project as it was, or throws ``ProjectError`` or ``StorageError`` and stores nothing.
    @discardableResult
    public func callAsFunction(_ id: ProjectID) async throws -> Project {
        try await callAsFunction(ProjectReference(id))
    }

    /// Deletes the one project `reference` names, found and deleted in one read of the store.
    @discardableResult
    public func callAsFunction(_ reference: ProjectReference) async throws -> Project {
        let now = clock.now()
        return try await repository.change(reading: ReadSet(references: [reference])) { view in
            let old = try view.project(reference)
            let action = HistoryAction.removed(title: old.title, from: old.state)
            return (.commit(Change(action: action, before: [old], after: []), by: author, date: now), old)
        }
    }
}
