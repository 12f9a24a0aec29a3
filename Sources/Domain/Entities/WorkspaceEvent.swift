import Foundation

/// A fact a repository records. Replaying the events in order rebuilds the ``Workspace``: this is what
/// lets the journal store append one small line per change instead of rewriting every project.
public enum WorkspaceEvent: Sendable, Equatable {
    /// A new change by the user: applied, pushed on the undo stack, and the redo stack cleared.
    case commit(Change, date: Date)
    /// The newest change on the undo stack was taken back.
    case undo(date: Date)
    /// The newest undone change was applied again.
    case redo(date: Date)
}
