import Presentation

/// The history list as the screen shows it: its texts and how far it is scrolled.
struct HistoryListState: Equatable {
    /// `History`, `히스토리`.
    let heading: String
    /// What the list says when there is nothing in it.
    let emptyText: String
    /// The lines, newest first.
    var lines: [HistoryLine] = []
    /// The index of the first line shown.
    var offset = 0
}
