import Foundation

/// A fact a repository records; replaying the events in order rebuilds the ``Workspace``, so a store
/// may append one line per change instead of rewriting every project.
public enum WorkspaceEvent: Sendable, Equatable {
    /// A new change: applied, pushed on its author's undo stack, and its author's redo stack cleared.
    case commit(Change, by: Author, date: Date)
    /// The newest change on the author's undo stack was taken back.
    case undo(by: Author, date: Date)
    /// The newest change the author undid was applied again.
    case redo(by: Author, date: Date)

    /// Who recorded the event.
    public var author: Author {
        switch self {
        case let .commit(_, author, _), let .undo(author, _), let .redo(author, _): author
        }
    }

    /// When the event was recorded.
    public var date: Date {
        switch self {
        case let .commit(_, _, date), let .undo(_, date), let .redo(_, date): date
        }
    }
}
