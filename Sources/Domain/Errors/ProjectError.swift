/// A request the board cannot carry out as asked. Nothing was changed.
public enum ProjectError: Error, Sendable, Equatable {
    /// No project has this identity (it may have been deleted by another process).
    case notFound(String)
    /// More than one project starts (or ends) with these digits.
    case ambiguous(String, matches: [ProjectID])
    /// Not a full id nor a prefix of at least ``ProjectReference/minimumPrefixLength`` hex digits.
    case invalidReference(String)
    /// Undo was asked for with no change left to take back.
    case nothingToUndo
    /// Redo was asked for with no undone change to apply again.
    case nothingToRedo
    /// An edit of a field that someone else changed since the editor read the project; `title` is the
    /// project's title now. Reopen the project and edit again.
    case editConflict(title: String)
    /// Undo (or, when `redo` is true, redo) refused: a project of that change (`title` is its title now,
    /// or its last title if it was deleted) was changed since, and taking the change back would silently
    /// undo that later work too. `later` is the history line of the change that came between (who did
    /// what), when the history still names it.
    case changedSince(title: String, later: HistoryEntry?, redo: Bool)

    /// The projects an ambiguous reference matched, each by the handle that tells it from the others
    /// (`3f2504e0-1, 3f2504e0-2`, or `…00000001, …00000002`), so the next try can name one.
    public static func distinguished(_ matches: [ProjectID]) -> String {
        let handles = ProjectID.handles(among: matches)
        return matches.map { handles[$0] ?? $0.shortForm }.joined(separator: ", ")
    }
}
