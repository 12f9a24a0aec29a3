import Presentation

/// The page's own words, in its language: the labels of its controls. Every text about projects (titles,
/// counts, dates, messages, history lines, the delete question) comes from the view models instead.
struct PageLabels {
    let localizer: Localizer

    private func text(_ english: String, _ korean: String) -> String {
        localizer.text(english, korean)
    }

    var pageTitle: String { "Project Manager" }
    /// As the sheet it opens is headed.
    var newProject: String { text("New Project", "새 프로젝트") }
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
    var filter: String { localizer.filterLabel }
    var noMatch: String { localizer.noMatchText }
    var keys: String { text("Keys", "키") }
    var sharedBoard: String { text("Shared board", "공유 보드") }
    var syncNow: String { localizer.syncCommand }
    var conflicts: String { localizer.conflictsHeading }
    var noConflicts: String { localizer.noConflictsText }
    var applyAnyway: String { localizer.settleCommand(apply: true) }
    var letGo: String { localizer.settleCommand(apply: false) }
    /// The keys of the board and what each does, as the Keys list shows them.
    var keyList: [(key: String, does: String)] {
        [
            ("/", text("Filter the board: only the cards whose title or body holds the text", "보드에서 찾기: 제목이나 본문에 글자가 있는 카드만")),
            ("Esc", text("Clear the filter; close a dialog or menu; cancel a drag", "찾기 지우기, 대화상자나 메뉴 닫기, 끌기 취소")),
            ("Shift+→  Shift+←", text("Move the focused card to the next or previous column", "포커스된 카드를 다음 또는 이전 칼럼으로 옮기기")),
            ("Tab  Enter", text("Go through the cards and buttons; open a card", "카드와 버튼 사이 이동, 카드 열기")),
            ("↑  ↓  Home  End", text("Go through the cards of a column, or the move menu", "칼럼의 카드 사이 이동, 이동 메뉴 안에서 이동")),
            ("?", text("Show these keys", "이 키 목록 보기")),
        ]
    }
    /// How to drag, said in the Keys list.
    var dragHint: String {
        text("Drag a card to another column to move it (on a touch screen, by its handle \u{283F}).",
             "카드를 다른 칼럼으로 끌어 옮기세요(터치 화면에서는 손잡이 \u{283F}로).")
    }
    /// Told to a screen reader after an overdue date, which the eye sees in red.
    var overdue: String { text("(overdue)", "(기한 지남)") }
    var connecting: String { text("Connecting to the board…", "보드에 연결하는 중…") }
    var disconnected: String { text("The server is not answering; trying again…", "서버가 응답하지 않습니다. 다시 연결하는 중…") }
    var unreachable: String { text("Cannot reach the board; retrying…", "보드에 연결할 수 없습니다. 다시 시도하는 중…") }
    var newSecret: String {
        text("The server has a new secret: open the address project-manager serve printed to get back in.",
             "서버의 비밀 값이 바뀌었습니다. 다시 들어오려면 project-manager serve가 출력한 주소를 여세요.")
    }
    func tooLargeToSend(bytes: Int) -> String {
        text("Too long to send: the board takes at most \(bytes / 1024) KB at a time. Nothing of it was sent.",
             "너무 길어서 보낼 수 없습니다. 보드는 한 번에 최대 \(bytes / 1024)KB까지 받습니다. 아무것도 보내지 않았습니다.")
    }
    var privateBoard: String { text("This board is private", "비공개 보드입니다") }
    var openPrintedAddress: String {
        text("Only whoever started it can open it: open the address project-manager serve printed (it ends in ?token=…) in this browser.",
             "시작한 사람만 열 수 있습니다. project-manager serve가 출력한 주소(?token=…으로 끝납니다)를 이 브라우저에서 여세요.")
    }
}
