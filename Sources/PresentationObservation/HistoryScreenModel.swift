import Presentation

/// The history list as observed state: ``ScreenModel/content`` is its lines, newest first.
public typealias HistoryScreenModel = ScreenModel<HistoryViewModel, [HistoryLine]>

extension ScreenModel where ViewModel == HistoryViewModel, Content == [HistoryLine] {
    /// Observes `history`'s lines and alerts.
    public convenience init(_ history: HistoryViewModel) {
        self.init(history, content: history.lines, alerts: history.alerts)
    }
}
