import Domain
import Foundation

/// The sync's rules: an intent replayed against the board as it is now, by the person who meant it.
extension Intent {
    /// The ids of the projects the intent touches.
    public var projectIDs: [ProjectID] {
        switch self {
        case let .add(project), let .move(project, _), let .edit(project, _), let .delete(project): [project.id]
        case let .undo(change), let .redo(change), let .apply(change): change.projectIDs
        }
    }

    /// What the replay reads: the intent's projects and, for an undo or redo, the author's stack top.
    public func reads(by author: Author) -> ReadSet {
        switch self {
        case .undo: ReadSet(undoTopOf: author)
        case .redo: ReadSet(redoTopOf: author)
        default: ReadSet(ids: projectIDs)
        }
    }

    /// The event that carries the intent out on `view`, or the conflict that stops it. Another field of
    /// the project changed meanwhile stands; the same field takes the intent's value, and the change's
    /// before-image keeps what it replaced.
    public func decide(on view: ReadView, by author: Author, at date: Date) -> IntentDecision {
        func commit(_ action: HistoryAction, _ before: [Project], _ after: [Project]) -> IntentDecision {
            .apply(.commit(Change(action: action, before: before, after: after), by: author, date: date))
        }
        switch self {
        case let .add(project):
            guard view.projects[project.id] == nil else { return .conflict(.projectExists) }
            return commit(action, [], [project])
        case let .move(seen, to):
            guard let now = view.projects[seen.id] else { return .conflict(.projectGone) }
            guard now.state == seen.state else { return .conflict(.movedMeanwhile) }
            var moved = now
            (moved.state, moved.updatedAt) = (to, date)
            return commit(.moved(title: now.title, from: now.state, to: to), [now], [moved])
        case let .edit(seen, edit):
            guard let now = view.projects[seen.id] else { return .conflict(.projectGone) }
            var edited = edit.applied(to: now)
            edited.updatedAt = date
            return commit(.edited(title: edited.title), [now], [edited])
        case let .delete(seen):
            guard let now = view.projects[seen.id] else { return .conflict(.projectGone) }
            return commit(.removed(title: now.title, from: now.state), [now], [])
        case let .undo(change):
            guard let top = view.undoTop, Self.same(top, change) else { return .conflict(.notNewest) }
            return view.holds(top) ? .apply(.undo(by: author, date: date)) : .conflict(.changedSince)
        case let .redo(change):
            guard let top = view.redoTop, Self.same(top, change) else { return .conflict(.notNewest) }
            return view.holds(top.inverse) ? .apply(.redo(by: author, date: date)) : .conflict(.changedSince)
        case let .apply(change):
            return view.holds(change.inverse) ? .apply(.commit(change, by: author, date: date)) : .conflict(.changedSince)
        }
    }

    /// The change that applies the intent anyway, whatever the board holds now (read by ``projectIDs``):
    /// its projects made as the intent left them, as a change of its own. `nil` when the board holds
    /// that already.
    public func forced(on view: ReadView, by author: Author, at date: Date) -> WorkspaceEvent? {
        var wanted: [Project], action = self.action
        switch self {
        case let .add(project): wanted = [project]
        case let .move(seen, to):
            var moved = view.projects[seen.id] ?? seen
            action = .moved(title: moved.title, from: moved.state, to: to)
            (moved.state, moved.updatedAt) = (to, date)
            wanted = [moved]
        case let .edit(seen, edit):
            var edited = edit.applied(to: view.projects[seen.id] ?? seen)
            edited.updatedAt = date
            wanted = [edited]
        case .delete: wanted = []
        case let .undo(change): (wanted, action) = (change.before, change.inverse.action)
        case let .redo(change), let .apply(change): wanted = change.after
        }
        let before = projectIDs.compactMap { view.projects[$0] }
        guard before != wanted else { return nil }
        return .commit(Change(action: action, before: before, after: wanted), by: author, date: date)
    }

    /// Whether a stack's top is the change an intent names: the same kind of change of the same projects
    /// (the board may have recorded other fields than the replica saw).
    static func same(_ top: Change, _ change: Change) -> Bool {
        Set(top.projectIDs) == Set(change.projectIDs) && kind(top.action) == kind(change.action)
    }

    private static func kind(_ action: HistoryAction) -> Int {
        switch action {
        case .added: 0
        case .edited: 1
        case .moved: 2
        case .removed: 3
        case .imported: 4
        case .importUndone: 5
        }
    }
}
