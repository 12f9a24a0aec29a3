import Presentation

/// The detail sheet as observed state: ``ScreenModel/content`` is the ``/Presentation/DetailContent``.
public typealias DetailScreenModel = ScreenModel<any DetailViewModelType, DetailContent>

extension ScreenModel where ViewModel == any DetailViewModelType, Content == DetailContent {
    /// Observes `sheet`'s content and alerts.
    public convenience init(_ sheet: any DetailViewModelType) {
        self.init(sheet, content: sheet.content, alerts: sheet.alerts)
    }
}
