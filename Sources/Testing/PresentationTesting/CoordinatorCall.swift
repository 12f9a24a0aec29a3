import Presentation

/// One request a view model made to its coordinator, as a ``RecordingCoordinator`` keeps it.
public enum CoordinatorCall: Sendable, Equatable {
    /// `showDetail`, with the sheet's mode.
    case showDetail(DetailMode)
    /// `showMoveMenu`, with the project's id.
    case showMoveMenu(ProjectID)
    /// `showHistory`.
    case showHistory
    /// `dismiss`.
    case dismiss
}
