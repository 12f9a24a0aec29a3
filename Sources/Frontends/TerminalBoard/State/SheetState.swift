import Presentation

/// The box drawn over the board, which takes the keys while it is shown.
enum SheetState: Equatable {
    /// The detail sheet: a new project, or one shown read-only or being edited.
    case detail(DetailSheetState)
    /// The move menu of one project.
    case moveMenu(MoveMenuState)
    /// "Delete 'X'? (y/n)".
    case deleteConfirmation(id: ProjectID, title: String)
    /// The history list.
    case history(HistoryListState)
    /// The list of keys.
    case help
    /// The shared board's changes to settle, one highlighted.
    case conflicts(highlighted: Int)
}
