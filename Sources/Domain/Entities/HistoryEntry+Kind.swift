extension HistoryEntry {
    /// What a history line records: a change someone made, or an undo or redo of one.
    ///
    /// An undo's line names the change it took back (`alice Undid: Added 'u5'.`), not what taking it back
    /// did to the board (`Removed 'u5' from TODO.`), so that nobody reads it as a deliberate removal.
    public enum Kind: String, Sendable, CaseIterable {
        /// A change someone made: an add, edit, move, delete or import.
        case change
        /// An earlier change taken back; the line's action is that change's.
        case undo
        /// An undone change applied again; the line's action is that change's.
        case redo
    }
}

extension Change {
    /// What recording a step of `kind` with this change does to the projects: the change itself, or for
    /// an undo its ``inverse``. Every store applies a step through this, so the rule is written once.
    public func applied(as kind: HistoryEntry.Kind) -> Change {
        kind == .undo ? inverse : self
    }
}
