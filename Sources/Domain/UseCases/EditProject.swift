/// Replaces a project's title, body and deadline and records `Edited 'X'.`; an edit that changes nothing
/// records nothing.
public struct EditProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock

    /// Creates the use case from the ports it needs.
    public init(repository: any ProjectRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    /// - Returns: the project as stored after the edit.
    /// - Throws: ``ValidationError``, ``ProjectError/notFound(_:)``, ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction(_ id: ProjectID, to draft: ProjectDraft) async throws -> Project {
        let draft = try draft.validated()
        let now = clock.now()
        return try await repository.update { workspace in
            guard let old = workspace.projects[id] else { throw ProjectError.notFound(id.description) }
            guard old.title != draft.title || old.body != draft.body || old.deadline != draft.deadline else {
                return (nil, old)
            }
            var new = old
            new.title = draft.title
            new.body = draft.body
            new.deadline = draft.deadline
            new.updatedAt = now
            return (.commit(Change(action: .edited(title: new.title), before: [old], after: [new]), date: now), new)
        }
    }
}
