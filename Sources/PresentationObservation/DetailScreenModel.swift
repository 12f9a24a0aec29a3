import Presentation

/// The detail sheet as observed state: ``ScreenModel/content`` is the ``DetailContent``.
public typealias DetailScreenModel = ScreenModel<DetailViewModel, DetailContent>

extension ScreenModel where ViewModel == DetailViewModel, Content == DetailContent {
    /// Observes `sheet`'s content and alerts.
    public convenience init(_ sheet: DetailViewModel) {
        self.init(sheet, content: sheet.content, alerts: sheet.alerts)
    }
}
