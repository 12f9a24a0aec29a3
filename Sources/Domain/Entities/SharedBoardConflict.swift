import Foundation

/// A change made on this machine that could not apply to the board as the team left it, as the
/// `conflicts` list shows it.
public struct SharedBoardConflict: Sendable, Equatable, Identifiable {
    /// Why it could not apply.
    public enum Reason: String, Sendable, Equatable, CaseIterable {
        /// Its project was deleted meanwhile.
        case projectGone = "gone"
        /// A project with its id is on the board already.
        case projectExists = "exists"
        /// Its project was moved meanwhile: it is no longer in the column it was moved from.
        case movedMeanwhile = "moved"
        /// The change an undo or redo names is no longer the author's newest.
        case notNewest = "not-newest"
        /// The projects of the change an undo, redo or import names were changed since.
        case changedSince = "changed"
    }

    /// What settling it names.
    public let id: String
    /// Who made the change.
    public let author: Author
    /// When it was made.
    public let date: Date
    /// What it does, as a history line says it (an undo's or redo's: the change it takes back or applies).
    public let action: HistoryAction
    /// Whether it is an undo or redo of ``action``.
    public let kind: HistoryEntry.Kind
    /// Why it could not apply.
    public let reason: Reason

    /// A conflict.
    public init(id: String, author: Author, date: Date, action: HistoryAction, kind: HistoryEntry.Kind = .change, reason: Reason) {
        (self.id, self.author, self.date, self.action, self.kind, self.reason) = (id, author, date, action, kind, reason)
    }
}
