/// Adds a project to the board (into TODO unless told otherwise) and records `Added 'X'.`
public struct AddProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock
    private let author: Author
    private let ids: any ProjectIDGenerator

    /// Creates the use case from the ports it needs; `author` is who makes the changes.
    public init(repository: any ProjectRepository, clock: any CalendarClock, ids: any ProjectIDGenerator, author: Author) {
        (self.repository, self.clock, self.author, self.ids) = (repository, clock, author, ids)
    }

    /// Returns the project as stored, or throws ``ValidationError`` or ``StorageError`` and stores nothing.
    @discardableResult
    public func callAsFunction(_ draft: ProjectDraft, in state: ProjectState = .todo) async throws -> Project {
        let draft = try draft.validated()
        let now = clock.now()
        let project = Project(id: ids.makeID(), title: draft.title, body: draft.body, deadline: draft.deadline, state: state, createdAt: now)
        let change = Change(action: .added(title: project.title, to: state), before: [], after: [project])
        try await repository.append(.commit(change, by: author, date: now))
        return project
    }
}
