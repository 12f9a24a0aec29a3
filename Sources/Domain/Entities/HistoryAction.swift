/// What one change did to the board, as the history list says it; Presentation translates the cases.
public enum HistoryAction: Sendable, Equatable, CustomStringConvertible {
    /// A project was created in (or, by undoing a delete, put back into) a column.
    case added(title: String, to: ProjectState)
    /// A project's title, body or deadline changed; `title` is the title it has now.
    case edited(title: String)
    /// A project went from one column to another.
    case moved(title: String, from: ProjectState, to: ProjectState)
    /// A project was deleted (or, by undoing an add, taken away) from a column.
    case removed(title: String, from: ProjectState)
    /// A whole import, recorded (and undone) as one change.
    case imported(count: Int)
    /// An import taken back by undo.
    case importUndone(count: Int)

    /// The English history line, e.g. `Moved 'Write docs' from TODO to DOING.`
    public var description: String {
        switch self {
        case let .added(title, _): "Added '\(title)'."
        case let .edited(title): "Edited '\(title)'."
        case let .moved(title, from, to): "Moved '\(title)' from \(from.title) to \(to.title)."
        case let .removed(title, from): "Removed '\(title)' from \(from.title)."
        case let .imported(count): "Imported \(count) \(count == 1 ? "project" : "projects")."
        case let .importUndone(count): "Undid the import of \(count) \(count == 1 ? "project" : "projects")."
        }
    }
}
