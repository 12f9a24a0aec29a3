/// Navigation as view models ask for it, which each frontend does its own way. View models keep it
/// `weak`, so a frontend may own its view models without a cycle.
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
