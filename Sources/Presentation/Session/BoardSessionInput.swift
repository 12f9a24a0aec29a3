import Domain

/// Everything a user can do on the board and what is open over it, in one vocabulary: a frontend maps
/// its keys, clicks or taps to these and hands them to ``BoardSession/send(_:)``, which applies them in
/// order.
public enum BoardSessionInput: Equatable, Sendable {
    // The board.
    /// Read the board and show it (again).
    case appear
    /// Highlight a project, or nothing.
    case select(ProjectID?)
    /// Open a project's sheet, read-only.
    case open(ProjectID)
    /// Open the sheet of a new project.
    case add
    /// Open a project's move menu.
    case showMoveMenu(ProjectID)
    /// Move a project straight to a column (a drag, a swipe).
    case move(ProjectID, ProjectState)
    /// Take back the newest change.
    case undo
    /// Apply again the newest undone change.
    case redo
    /// Open the history list and load it.
    case showHistory

    // Deleting, which asks first.
    /// Ask whether to delete a project.
    case askDelete(ProjectID)
    /// Yes: delete the project asked about.
    case confirmDelete
    /// No: keep it.
    case cancelDelete

    // The detail sheet.
    /// The title field changed.
    case setTitle(String)
    /// The body field changed.
    case setBody(String)
    /// The deadline field changed (`YYYY-MM-DD`, `today`, `+3d`, a weekday, or empty).
    case setDeadline(String)
    /// The deadline moved by a number of days.
    case stepDeadline(Int)
    /// The deadline is today.
    case setDeadlineToday
    /// Unlock a read-only sheet.
    case edit
    /// Close the sheet, discarding what was typed.
    case cancelDetail
    /// Save (or close a read-only sheet).
    case done

    // The move menu and the history list.
    /// Move the menu's project to this column.
    case choose(ProjectState)
    /// Close the move menu.
    case cancelMove
    /// Close the history list.
    case closeHistory

    // Whatever is showing.
    /// Close whatever is open over the board, as its own cancel or close would.
    case dismiss
    /// The user has read the alert showing: show the next, if any.
    case dismissAlert
}
