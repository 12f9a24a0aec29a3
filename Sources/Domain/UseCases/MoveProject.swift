/// Moves a project to another column and records `Moved 'X' from TODO to DOING.`; moving it where it
/// already is records nothing.
public struct MoveProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock

    /// Creates the use case from the ports it needs.
    public init(repository: any ProjectRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    /// - Returns: the project as stored after the move.
    /// - Throws: ``ProjectError/notFound(_:)``, ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction(_ id: ProjectID, to state: ProjectState) async throws -> Project {
        let now = clock.now()
        return try await repository.update { workspace in
            guard let old = workspace.projects[id] else { throw ProjectError.notFound(id.description) }
            guard old.state != state else { return (nil, old) }
            var new = old
            new.state = state
            new.updatedAt = now
            let action = HistoryAction.moved(title: old.title, from: old.state, to: state)
            return (.commit(Change(action: action, before: [old], after: [new]), date: now), new)
        }
    }
}
