/// Navigation, as view models ask for it: each frontend implements it its own way (a sheet, a box drawn
/// over the terminal board, nothing at all in a one-shot CLI command).
///
/// View models keep their coordinator `weak`, so a frontend may own its view models without a cycle.
/// Each screen arrives as its Input/Output protocols, never as a class, so a frontend's own tests can
/// hand it a fake.
@MainActor
public protocol Coordinator: AnyObject {
    /// Shows the detail sheet (create, view or edit).
    func showDetail(_ detail: any DetailViewModelType)
    /// Shows the move menu of one project.
    func showMoveMenu(_ menu: any MoveMenuViewModelType)
    /// Shows the history list.
    func showHistory(_ history: any HistoryViewModelType)
    /// Closes whatever sheet, menu or list is shown over the board.
    func dismiss()
}
