import Presentation

/// The page's own words, in its language: the labels of its controls. Every text about projects (titles,
/// counts, dates, messages, history lines, the delete question) comes from the view models instead.
struct PageLabels {
    let localizer: Localizer

    private func text(_ english: String, _ korean: String) -> String {
        localizer.language == .korean ? korean : english
    }

    var pageTitle: String { "Project Manager" }
    var newProject: String { text("New project", "새 프로젝트") }
    var undo: String { localizer.undoCommand }
    var redo: String { localizer.redoCommand }
    var history: String { localizer.historyHeading }
    var board: String { text("Board", "보드") }
    var columns: String { text("Columns", "칼럼") }
    var move: String { localizer.moveCommand }
    var delete: String { localizer.deleteCommand }
    var cancel: String { localizer.cancelLabel }
    var close: String { localizer.closeCommand }
    var ok: String { localizer.okLabel }
    var today: String { localizer.todayCommand }
    var titleField: String { localizer.titleFieldLabel }
    var deadlineField: String { localizer.deadlineFieldLabel }
    var bodyField: String { localizer.bodyFieldLabel }
    var emptyColumn: String { localizer.emptyColumnText }
    var connecting: String { text("Connecting to the board…", "보드에 연결하는 중…") }
    var disconnected: String { text("The server is not answering; trying again…", "서버가 응답하지 않습니다. 다시 연결하는 중…") }
}
