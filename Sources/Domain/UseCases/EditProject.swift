/// Changes some of a project's fields and records `Edited 'X'.`; an edit that changes nothing records
/// nothing.
///
/// The edit is decided on the project as the store holds it at that moment, so it changes only the
/// fields it carries: another edit of a different field, saved meanwhile, is kept.
public struct EditProject: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock
    private let author: Author

    /// Creates the use case from the ports it needs; `author` is who makes the changes.
    public init(repository: any ProjectRepository, clock: any CalendarClock, author: Author) {
        self.repository = repository
        self.clock = clock
        self.author = author
    }

    /// Sets title, body and deadline to the draft's.
    ///
    /// - Returns: the project as stored after the edit.
    /// - Throws: ``ValidationError``, ``ProjectError/notFound(_:)``, ``StorageError``; nothing is stored.
    @discardableResult
    public func callAsFunction(_ id: ProjectID, to draft: ProjectDraft) async throws -> Project {
        let edit = ProjectEdit(title: draft.title, body: draft.body, deadline: .some(draft.deadline))
        return try await callAsFunction(ProjectReference(id), applying: edit).after
    }

    /// Applies `edit` to the one project `reference` names.
    ///
    /// - Parameter seen: the project as the editor showed it (a sheet opened minutes ago). If the store's
    ///   project has since changed a field this edit also changes, nothing is stored and the edit fails
    ///   with ``ProjectError/editConflict(title:)``; changes to other fields are kept. `nil`: no check.
    /// - Returns: the project before and after the edit (equal when it changed nothing).
    /// - Throws: ``ValidationError``, ``ProjectError``, ``StorageError``; nothing is stored.
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
