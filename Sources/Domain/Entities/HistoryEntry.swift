import Foundation

/// One line of the history: what happened, who did it and when.
public struct HistoryEntry: Sendable, Equatable {
    /// The most projects a line names in ``projectIDs``: a change of more (an import) names none, so a
    /// history line stays a line.
    public static let projectIDLimit = 16

    /// What happened: the change itself, also for an undo or redo of it (see ``kind``).
    public let action: HistoryAction
    /// Whether the line records a change, or an undo or redo of ``action``.
    public let kind: Kind
    /// Who did it.
    public let author: Author
    /// When it happened.
    public let date: Date
    /// The projects the change touched, when there were at most ``projectIDLimit``: what lets undo say
    /// who changed a project since (see ``ProjectError/changedSince(title:later:redo:)``).
    public let projectIDs: [ProjectID]

    /// Creates the line for `action` (of `kind`) done by `author` at `date` to the projects `projectIDs`
    /// (kept only when there are at most ``projectIDLimit``).
    public init(action: HistoryAction, kind: Kind = .change, author: Author, date: Date, projectIDs: [ProjectID] = []) {
        self.action = action
        self.kind = kind
        self.author = author
        self.date = date
        self.projectIDs = projectIDs.count <= Self.projectIDLimit ? projectIDs : []
    }

    /// The line for `change` done (or, by `kind`, undone or redone) by `author` at `date`.
    public init(_ change: Change, kind: Kind = .change, by author: Author, at date: Date) {
        var ids: [ProjectID] = []
        for project in change.before + change.after where !ids.contains(project.id) {
            if ids.count == Self.projectIDLimit + 1 { break }
            ids.append(project.id)
        }
        self.init(action: change.action, kind: kind, author: author, date: date, projectIDs: ids)
    }
}
