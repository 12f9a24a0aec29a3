extension HistoryEntry {
    /// What a history line records: a change, or an undo or redo of one. An undo's line names the change
    /// it took back (`Undid: Added 'u5'.`), so nobody reads it as a deliberate removal.
    public enum Kind: String, Sendable, CaseIterable {
        /// A change someone made: an add, edit, move, delete or import.
        case change
        /// An earlier change taken back; the line's action is that change's.
        case undo
        /// An undone change applied again; the line's action is that change's.
        case redo
        /// A change made offline that could not apply, let go by its author; the line's action is that change's.
        case letGo
    }
}

extension Change {
    /// What a step of `kind` does to the projects: the change, or for an undo its ``inverse``.
    public func applied(as kind: HistoryEntry.Kind) -> Change {
        kind == .undo ? inverse : self
    }
}
