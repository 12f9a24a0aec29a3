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
    /// An edit of a field someone else changed since the editor read the project, now titled `title`.
    case editConflict(title: String)
    /// Undo (or redo) refused: the project `title` was changed since, and taking the change back would
    /// silently undo that later work too. `later` is the history line of that work, when still known.
    case changedSince(title: String, later: HistoryEntry?, redo: Bool)

    /// The projects an ambiguous reference matched, each by a handle that tells it apart.
    public static func distinguished(_ matches: [ProjectID]) -> String {
        let handles = ProjectID.handles(among: matches)
        return matches.map { handles[$0] ?? $0.shortForm }.joined(separator: ", ")
    }
}
