import Presentation

/// A coordinator for tests: it records every request and keeps the last view model it was asked to show,
/// so a test can drive the sheet the board opened.
@MainActor
public final class RecordingCoordinator: Coordinator {
    /// Every request, oldest first.
    public private(set) var calls: [CoordinatorCall] = []
    /// The last detail sheet shown.
    public private(set) var detail: (any DetailViewModelType)?
    /// The last move menu shown.
    public private(set) var moveMenu: (any MoveMenuViewModelType)?
    /// The last history list shown.
    public private(set) var history: (any HistoryViewModelType)?

    /// Creates a coordinator that has recorded nothing.
    public init() {}

    /// Records the request and keeps `detail`.
    public func showDetail(_ detail: any DetailViewModelType) {
        calls.append(.showDetail(detail.content.value.mode))
        self.detail = detail
    }

    /// Records the request and keeps `menu`.
    public func showMoveMenu(_ menu: any MoveMenuViewModelType) {
        calls.append(.showMoveMenu(menu.project.id))
        moveMenu = menu
    }

    /// Records the request and keeps `history`.
    public func showHistory(_ history: any HistoryViewModelType) {
        calls.append(.showHistory)
        self.history = history
    }

    /// Records the request.
    public func dismiss() {
        calls.append(.dismiss)
    }
}
