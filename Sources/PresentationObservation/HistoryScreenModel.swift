import Presentation

/// The history list as observed state: ``ScreenModel/content`` is its lines, newest first.
public typealias HistoryScreenModel = ScreenModel<any HistoryViewModelType, [HistoryLine]>

extension ScreenModel where ViewModel == any HistoryViewModelType, Content == [HistoryLine] {
    /// Observes `history`'s lines and alerts.
    public convenience init(_ history: any HistoryViewModelType) {
        self.init(history, content: history.lines, alerts: history.alerts)
    }
}
