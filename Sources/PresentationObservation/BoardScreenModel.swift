import Presentation

/// The board as observed state: ``ScreenModel/content`` is the ``BoardContent``.
public typealias BoardScreenModel = ScreenModel<BoardViewModel, BoardContent>

extension ScreenModel where ViewModel == BoardViewModel, Content == BoardContent {
    /// Observes `board`'s content and alerts.
    public convenience init(_ board: BoardViewModel) {
        self.init(board, content: board.content, alerts: board.alerts)
    }
}
