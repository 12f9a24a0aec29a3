import Domain

/// What the user does on the board.
@MainActor
public protocol BoardViewModelInput: AnyObject {
    /// Reads the board from the store and shows it: when the screen appears, and again whenever it
    /// should catch up (another process changed the store, a timer, a pull to refresh). Clears the
    /// read-only state if the store can be written again, sets it if it cannot be read.
    func appear() async
    /// Brings the board up to date after each change the store tells of (another window, process or
    /// person), reading only the projects the change touched, until the store's feed ends or the calling
    /// task is cancelled: the frontend owns that task, and cancels it when the board goes away. Returns
    /// at once when the store cannot be watched.
    func followChanges() async
    /// Asks the coordinator for the sheet of a new project (into TODO).
    func add()
    /// Highlights a project (or nothing, with `nil`).
    func select(_ id: ProjectID?)
    /// Highlights a project and asks the coordinator for its sheet, read-only.
    func open(_ id: ProjectID)
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
