/// Moves a project to another column and records `Moved 'X' from TODO to DOING.`; moving it where it
/// already is records nothing.
public struct MoveProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock
    private let author: Author

    /// Creates the use case from the ports it needs; `author` is who makes the changes.
    public init(repository: any ProjectRepository, clock: any CalendarClock, author: Author) {
        self.repository = repository
        self.clock = clock
        self.author = author
    }

    /// - Returns: the project as stored after the move.
    /// - Throws: ``ProjectError/notFound(_:)``, ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction(_ id: ProjectID, to state: ProjectState) async throws -> Project {
        try await callAsFunction(ProjectReference(id), to: state).after
    }

    /// Moves the one project `reference` names, found and moved in one read of the store.
    ///
    /// - Returns: the project before and after (equal when it was already in `state`).
    ///
    /// - Throws: ``ProjectError`` (not found, ambiguous), ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction(_ reference: ProjectReference, to state: ProjectState) async throws -> ProjectUpdate {
        let now = clock.now()
        return try await repository.change(reading: ReadSet(references: [reference])) { view in
            let old = try view.project(reference)
            guard old.state != state else { return (nil, ProjectUpdate(before: old, after: old)) }
            var new = old
            new.state = state
            new.updatedAt = now
            let action = HistoryAction.moved(title: old.title, from: old.state, to: state)
            return (.commit(Change(action: action, before: [old], after: [new]), by: author, date: now), ProjectUpdate(before: old, after: new))
        }
    }
}
