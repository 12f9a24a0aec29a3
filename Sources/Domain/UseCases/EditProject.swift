/// Changes some of a project's fields and records `Edited 'X'.` (nothing when nothing changes). Only
/// the fields it carries change, so another edit of a different field, saved meanwhile, is kept.
public struct EditProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock
    private let author: Author

    /// Creates the use case from the ports it needs; `author` is who makes the changes.
    public init(repository: any ProjectRepository, clock: any CalendarClock, author: Author) {
        (self.repository, self.clock, self.author) = (repository, clock, author)
    }

    /// Sets title, body and deadline to the draft's, and returns the project as stored.
    @discardableResult
    public func callAsFunction(_ id: ProjectID, to draft: ProjectDraft) async throws -> Project {
        let edit = ProjectEdit(title: draft.title, body: draft.body, deadline: .some(draft.deadline))
        return try await callAsFunction(ProjectReference(id), applying: edit).after
    }

    /// Applies `edit` to the one project `reference` names, and returns it before and after. With `seen`
    /// (the project as the editor showed it), editing a field changed since throws ``ProjectError/editConflict(title:)``.
    @discardableResult
    public func callAsFunction(_ reference: ProjectReference, applying edit: ProjectEdit, seen: Project? = nil) async throws -> ProjectUpdate {
        let edit = try edit.validated()
        let now = clock.now()
        return try await repository.change(reading: ReadSet(references: [reference])) { view in
            let old = try view.project(reference)
            if let seen, edit.conflicts(with: old, seen: seen) { throw ProjectError.editConflict(title: old.title) }
            var new = edit.applied(to: old)
            guard new != old else { return (nil, ProjectUpdate(before: old, after: old)) }
            new.updatedAt = now
            return (.commit(Change(action: .edited(title: new.title), before: [old], after: [new]), by: author, date: now), ProjectUpdate(before: old, after: new))
        }
    }
}
