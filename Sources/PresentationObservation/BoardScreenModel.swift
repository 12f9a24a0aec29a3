import Presentation

/// The board as observed state: ``ScreenModel/content`` is the ``/Presentation/BoardContent``.
public typealias BoardScreenModel = ScreenModel<any BoardViewModelType, BoardContent>

extension ScreenModel where ViewModel == any BoardViewModelType, Content == BoardContent {
    /// Observes `board`'s content and alerts.
    public convenience init(_ board: any BoardViewModelType) {
        self.init(board, content: board.content, alerts: board.alerts)
    }
}
