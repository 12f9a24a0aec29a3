/// Why a waiting intent could not apply to the board as the sync found it.
public enum IntentConflict: String, Sendable, Equatable, CaseIterable {
    /// Its project is no longer on the board: someone deleted it.
    case projectGone = "gone"
    /// A project with its id is on the board already.
    case projectExists = "exists"
    /// Its project is no longer in the column it was moved from: someone moved it meanwhile.
    case movedMeanwhile = "moved"
    /// The change an undo or redo names is no longer the author's newest on the board.
    case notNewest = "not-newest"
    /// The projects of the change an undo, redo or import names were changed since.
    case changedSince = "changed"
}
