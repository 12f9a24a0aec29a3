/// Moves a project to another column and records `Moved 'X' from TODO to DOING.`; moving it where it
/// already is records nothing.
public struct MoveProject: Sendable {
    /// What a move did.
    public struct Outcome: Sendable, Equatable {
        /// The project as it was before.
        public let before: Project
        /// The project as stored after the move (equal to ``before`` when it was already there).
        public let after: Project
    }

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
        try await callAsFunction(ProjectReference(id), to: state).after
    }

    /// Moves the one project `reference` names, found and moved in one read of the store.
    ///
    /// - Throws: ``ProjectError`` (not found, ambiguous), ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction(_ reference: ProjectReference, to state: ProjectState) async throws -> Outcome {
        let now = clock.now()
        return try await repository.change(reading: ReadSet(references: [reference])) { view in
            let old = try view.project(reference)
            guard old.state != state else { return (nil, Outcome(before: old, after: old)) }
            var new = old
            new.state = state
            new.updatedAt = now
            let action = HistoryAction.moved(title: old.title, from: old.state, to: state)
            return (.commit(Change(action: action, before: [old], after: [new]), date: now), Outcome(before: old, after: new))
        }
    }
}
