import Domain

/// A change as the person meant it, kept while the board's cluster is out of reach and replayed against
/// the board as it is when the cluster answers again. Each case keeps the projects as the person saw
/// them, so a conflict can be told and, if the person wants, applied anyway.
public enum Intent: Sendable, Equatable {
    /// Add this project (with its id, so a replay never adds it twice).
    case add(Project)
    /// Move this project (as seen) to a column.
    case move(Project, to: ProjectState)
    /// Set these fields of this project (as seen); the fields left out keep what the board holds.
    case edit(Project, ProjectEdit)
    /// Delete this project (as seen).
    case delete(Project)
    /// Take back this change, the author's newest.
    case undo(Change)
    /// Apply again this change, the one the author undid most recently.
    case redo(Change)
    /// Apply this change as it is (one of many projects: an import, or its undo).
    case apply(Change)

    /// What `event` meant, given the view it was decided on (an undo's or redo's change is its top).
    public init?(_ event: WorkspaceEvent, view: ReadView) {
        switch event {
        case let .commit(change, _, _): self.init(change)
        case .undo:
            guard let change = view.undoTop else { return nil }
            self = .undo(change)
        case .redo:
            guard let change = view.redoTop else { return nil }
            self = .redo(change)
        }
    }

    /// What a new change meant: one project added, moved, edited or deleted, or else the change itself.
    public init(_ change: Change) {
        switch (change.action, change.before.first, change.after.first, change.before.count, change.after.count) {
        case let (.added, nil, project?, 0, 1): self = .add(project)
        case let (.moved(_, _, to), old?, _?, 1, 1): self = .move(old, to: to)
        case let (.edited, old?, new?, 1, 1) where old.id == new.id:
            self = .edit(old, ProjectEdit(from: old, to: ProjectDraft(title: new.title, body: new.body, deadline: new.deadline)))
        case let (.removed, old?, nil, 1, 0): self = .delete(old)
        default: self = .apply(change)
        }
    }

    /// The history line the intent writes when it applies (an undo's and redo's: the change's own).
    public var action: HistoryAction {
        switch self {
        case let .add(project): .added(title: project.title, to: project.state)
        case let .move(project, to): .moved(title: project.title, from: project.state, to: to)
        case let .edit(project, edit): .edited(title: edit.applied(to: project).title)
        case let .delete(project): .removed(title: project.title, from: project.state)
        case let .undo(change), let .redo(change), let .apply(change): change.action
        }
    }
}
