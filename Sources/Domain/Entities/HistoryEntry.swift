import Foundation

/// One line of the history: what happened, who did it and when.
public struct HistoryEntry: Sendable, Equatable {
    /// The most projects a line names in ``projectIDs``; a change of more (an import) names none.
    public static let projectIDLimit = 16

    /// What happened: the change itself, also when the line records its undo or redo.
    public let action: HistoryAction
    /// Whether the line records a change, or an undo or redo of ``action``.
    public let kind: Kind
    /// Who did it.
    public let author: Author
    /// When it happened.
    public let date: Date
    /// The projects the change touched, so undo can say who changed one since.
    public let projectIDs: [ProjectID]

    /// A line as a store read it back; `projectIDs` are kept up to ``projectIDLimit``.
    public init(action: HistoryAction, kind: Kind = .change, author: Author, date: Date, projectIDs: [ProjectID] = []) {
        (self.action, self.kind, self.author, self.date) = (action, kind, author, date)
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
