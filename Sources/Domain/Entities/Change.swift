/// One undoable step: the affected projects before and after, whole, so undo is a plain swap
/// (``inverse``). A project only in ``after`` was created; one only in ``before`` was deleted.
public struct Change: Sendable, Equatable {
    /// What the history says about this change.
    public let action: HistoryAction
    /// The affected projects as they were; an id missing here did not exist before.
    public let before: [Project]
    /// The affected projects as they are now; an id missing here no longer exists.
    public let after: [Project]

    /// Creates a change from its history line and the images of the projects it touches.
    public init(action: HistoryAction, before: [Project], after: [Project]) {
        (self.action, self.before, self.after) = (action, before, after)
    }

    /// The ids of every project it touches, each once.
    public var projectIDs: [ProjectID] {
        var seen = Set<ProjectID>()
        return (before + after).map(\.id).filter { seen.insert($0).inserted }
    }

    /// The change that takes this one back, with the history line that describes doing so.
    public var inverse: Change {
        let action: HistoryAction = switch action {
        case let .added(title, state): .removed(title: title, from: state)
        case let .removed(title, state): .added(title: title, to: state)
        case let .moved(title, from, to): .moved(title: title, from: to, to: from)
        case let .edited(title): .edited(title: before.first?.title ?? title)
        case let .imported(count): .importUndone(count: count)
        case let .importUndone(count): .imported(count: count)
        }
        return Change(action: action, before: after, after: before)
    }
}
