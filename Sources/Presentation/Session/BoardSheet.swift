/// What is open over the board: at most one sheet at a time, each with its own view model.
@MainActor
public enum BoardSheet {
    /// A new project, or one viewed or edited.
    case detail(any DetailViewModelType)
    /// The move menu of one project.
    case moveMenu(any MoveMenuViewModelType)
    /// The history list.
    case history(any HistoryViewModelType)
    /// "Delete 'X'?", waiting for yes or no.
    case deleteConfirmation(DeleteConfirmation)

    /// The sheet without its view model: what a test asserts and what a frontend compares.
    public enum Kind: Equatable, Sendable {
        case detail, moveMenu, history
        /// The delete question, about this project.
        case deleteConfirmation(ProjectID)
    }

    /// Which sheet it is.
    public var kind: Kind {
        switch self {
        case .detail: .detail
        case .moveMenu: .moveMenu
        case .history: .history
        case let .deleteConfirmation(question): .deleteConfirmation(question.id)
        }
    }
}
