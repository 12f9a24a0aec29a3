import Domain

/// What the user does on the board.
@MainActor
public protocol BoardViewModelInput: AnyObject {
    /// Reads the board and shows it: when the screen appears, and whenever it should catch up (a pull to
    /// refresh, a timer where the store cannot be followed).
    func appear() async
    /// Brings the board up to date after each change the store tells of, reading only what it touched,
    /// until the calling task (the frontend's) is cancelled; returns at once if the store cannot be watched.
    func followChanges() async
    /// Asks the coordinator for the sheet of a new project (into TODO).
    func add()
    /// Highlights a project (or nothing, with `nil`).
    func select(_ id: ProjectID?)
    /// Highlights a project and asks the coordinator for its sheet, read-only.
    func open(_ id: ProjectID)
    /// Shows only the projects whose title or body contains `text`, ignoring case and width; empty shows all.
    func filter(_ text: String)
    /// Asks the coordinator for the move menu of a project.
    func showMoveMenu(for id: ProjectID)
    /// Asks the coordinator for the history list.
    func showHistory()
    /// Deletes a project.
    func delete(_ id: ProjectID) async
    /// Moves a project to another column and keeps it selected.
    func move(_ id: ProjectID, to state: ProjectState) async
    /// Takes back the newest change.
    func undo() async
    /// Applies again the newest undone change.
    func redo() async
}
