/// Deletes a project and records `Removed 'X' from DONE.` (undo brings it back, id and all).
public struct DeleteProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock

    /// Creates the use case from the ports it needs.
    public init(repository: any ProjectRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    /// - Returns: the project as it was before it was deleted.
    /// - Throws: ``ProjectError/notFound(_:)``, ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction(_ id: ProjectID) async throws -> Project {
        let now = clock.now()
        return try await repository.update { workspace in
            guard let old = workspace.projects[id] else { throw ProjectError.notFound(id.description) }
            let action = HistoryAction.removed(title: old.title, from: old.state)
            return (.commit(Change(action: action, before: [old], after: []), date: now), old)
        }
    }
}
