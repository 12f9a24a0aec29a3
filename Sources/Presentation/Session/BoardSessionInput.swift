import Domain

/// Everything a user can do on the board and what is open over it: a frontend maps its keys, clicks or
/// taps to these and hands them to ``BoardSession/send(_:)``, which applies them in order.
///
/// A browser sends the same values as JSON, decoded by this type: the case's name holding its labelled
/// values, e.g. `{"move":{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","to":"doing"}}`, `{"undo":{}}`.
public enum BoardSessionInput: Equatable, Sendable, Decodable {
    /// Read the board and show it (again).
    case appear
    /// Highlight a project, or nothing.
    case select(id: ProjectID?)
    /// Open a project's sheet, read-only.
    case open(id: ProjectID)
    /// Narrow the board to the projects whose title or body contains the text (empty: show them all).
    case filter(text: String)
    /// Open the sheet of a new project.
    case add
    /// Open a project's move menu.
    case showMoveMenu(id: ProjectID)
    /// Move a project straight to a column (a drag, a swipe).
    case move(id: ProjectID, to: ProjectState)
    /// Take back the newest change.
    case undo
    /// Apply again the newest undone change.
    case redo
    /// Open the history list and load it.
    case showHistory
    /// Send the shared board's waiting changes now.
    case sync
    /// Settle a change that could not apply to the shared board: apply it anyway, or let it go.
    case settle(id: String, apply: Bool)

    /// Ask whether to delete a project.
    case askDelete(id: ProjectID)
    /// Yes: delete the project asked about.
    case confirmDelete
    /// No: keep it.
    case cancelDelete
    /// Delete a project without asking, for a frontend that asked in its own way.
    case delete(id: ProjectID)

    /// The sheet's title field changed.
    case setTitle(text: String)
    /// The sheet's body field changed.
    case setBody(text: String)
    /// The sheet's deadline field changed (`YYYY-MM-DD`, `today`, `+3d`, a weekday, or empty).
    case setDeadline(text: String)
    /// The sheet's deadline moved by a number of days.
    case stepDeadline(days: Int)
    /// The sheet's deadline is today.
    case setDeadlineToday
    /// Unlock a read-only sheet.
    case edit
    /// Close the sheet, discarding what was typed.
    case cancelDetail
    /// Save the sheet (or close a read-only one).
    case done

    /// Move the menu's project to this column.
    case choose(state: ProjectState)
    /// Close the move menu.
    case cancelMove
    /// Close the history list.
    case closeHistory

    /// Close whatever is open over the board, as its own cancel or close would.
    case dismiss
    /// The user has read the alert showing: show the next, if any.
    case dismissAlert
}
