import Presentation

/// The detail sheet as the screen shows it: the view model's latest content and the field being typed in.
struct DetailSheetState: Equatable {
    /// What ``DetailViewModel`` published last.
    var content: DetailContent
    /// Where typing goes (only matters while the sheet is editable).
    var field: DetailField = .title
}
