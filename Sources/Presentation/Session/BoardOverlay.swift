/// What is open over the board: at most one screen at a time, each its own view model.
@MainActor
public enum BoardOverlay {
    /// The detail sheet: a new project, or one viewed or edited.
    case detail(any DetailViewModelType)
    /// The move menu of one project.
    case moveMenu(any MoveMenuViewModelType)
    /// The history list.
    case history(any HistoryViewModelType)
    /// "Delete 'X'?", waiting for yes or no.
    case deleteConfirmation(DeleteConfirmation)

    /// Which screen it is, without its view model: what a test asserts and what a frontend compares.
    public enum Screen: Equatable, Sendable {
        /// The detail sheet.
        case detail
        /// The move menu.
        case moveMenu
        /// The history list.
        case history
        /// The delete question, about this project.
        case deleteConfirmation(ProjectID)
    }

    /// Which screen it is.
    public var screen: Screen {
        switch self {
        case .detail: .detail
        case .moveMenu: .moveMenu
        case .history: .history
        case let .deleteConfirmation(question): .deleteConfirmation(question.id)
        }
    }
}
