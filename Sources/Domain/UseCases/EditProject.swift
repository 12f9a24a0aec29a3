/// Changes some of a project's fields and records `Edited 'X'.` (nothing when nothing changes). Only
/// the fields it carries change, so another edit of a different field, saved meanwhile, is kept.
public struct EditProject: ChangeUseCase {
    private let context: ChangeContext

    /// Creates the use case on `context`: the store, the clock and the author it changes for.
    public init(_ context: ChangeContext) { self.context = context }

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
        let now = context.clock.now()
        return try await context.repository.change(reading: ReadSet(references: [reference])) { view in
            let old = try view.project(reference)
            if let seen, edit.conflicts(with: old, seen: seen) { throw ProjectError.editConflict(title: old.title) }
            var new = edit.applied(to: old)
            guard new != old else { return (nil, ProjectUpdate(before: old, after: old)) }
            new.updatedAt = now
            return (.commit(Change(action: .edited(title: new.title), before: [old], after: [new]), by: context.author, date: now), ProjectUpdate(before: old, after: new))
        }
    }
}
