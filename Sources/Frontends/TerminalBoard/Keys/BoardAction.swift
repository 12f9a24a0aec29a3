import Presentation

/// What a key asks of the view models. The key handler decides, ``BoardScreen`` carries it out by
/// calling the input of the same name, so the decision is tested without any view model.
enum BoardAction: Equatable {
    /// ``BoardViewModelInput/select(_:)``.
    case select(ProjectID?)
    /// ``BoardViewModelInput/open(_:)``: the sheet, read-only.
    case open(ProjectID)
    /// ``BoardViewModelInput/add()``: the sheet of a new project.
    case add
    /// ``BoardViewModelInput/showMoveMenu(for:)``.
    case showMoveMenu(ProjectID)
    /// ``BoardViewModelInput/delete(_:)``, after the user said yes.
    case delete(ProjectID)
    /// ``BoardViewModelInput/undo()``.
    case undo
    /// ``BoardViewModelInput/redo()``.
    case redo
    /// ``BoardViewModelInput/showHistory()``, then the list's ``HistoryViewModelInput/appear()``.
    case showHistory
    /// ``DetailViewModelInput/setTitle(_:)``.
    case setTitle(String)
    /// ``DetailViewModelInput/setDeadline(_:)``.
    case setDeadline(String)
    /// ``DetailViewModelInput/setBody(_:)``.
    case setBody(String)
    /// ``DetailViewModelInput/stepDeadline(byDays:)``.
    case stepDeadline(days: Int)
    /// ``DetailViewModelInput/setDeadlineToday()``.
    case setDeadlineToday
    /// ``DetailViewModelInput/edit()``.
    case editDetail
    /// ``DetailViewModelInput/cancel()``.
    case cancelDetail
    /// ``DetailViewModelInput/done()``: save, or close a read-only sheet.
    case saveDetail
    /// ``MoveMenuViewModelInput/choose(_:)``.
    case chooseMove(ProjectState)
    /// ``MoveMenuViewModelInput/cancel()``.
    case cancelMove
    /// ``HistoryViewModelInput/close()``.
    case closeHistory
    /// End the program.
    case quit
}
