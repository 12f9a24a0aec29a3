// Labels an interactive frontend needs besides the view models' own texts: the names of its commands
// (for a footer or a help screen), the detail sheet's field labels, and a few short notices.
extension Localizer {
    /// The label of the title field: `Title`, `제목`.
    public var titleFieldLabel: String { text("Title", "제목") }
    /// The label of the deadline field: `Deadline`, `마감일`.
    public var deadlineFieldLabel: String { text("Deadline", "마감일") }
    /// The label of the body field: `Body`, `본문`.
    public var bodyFieldLabel: String { text("Body", "본문") }
    /// What an empty deadline field says it expects.
    public var deadlineFieldHint: String {
        text("YYYY-MM-DD, +3d, fri… or empty (↑↓ a day, t today)", "YYYY-MM-DD, +3d, fri… 또는 비워 두기 (↑↓ 하루, t 오늘)")
    }
    /// The command that suspends the program to the shell (`fg` brings it back).
    public var suspendCommand: String { text("Suspend (fg to come back)", "일시 중지 (fg로 돌아오기)") }
    /// The keys that move a deadline a day later or earlier (short, for a footer).
    public var stepDayCommand: String { text("Day", "날짜") }
    /// The key that sets a deadline to today (short, for a footer).
    public var todayCommand: String { text("Today", "오늘") }
    /// What an empty column says.
    public var emptyColumnText: String { text("No projects", "프로젝트 없음") }
    /// Said when a change is asked for while the board is read-only (nothing is changed).
    public var readOnlyRefusal: String {
        text("Read-only: nothing can be changed now.", "읽기 전용: 지금은 바꿀 수 없습니다.")
    }

    /// Shown instead of the board when the window is smaller than the board needs.
    public func terminalTooSmall(columns: Int, rows: Int) -> String {
        text("terminal too small (needs at least \(columns)×\(rows))", "터미널이 너무 작습니다 (최소 \(columns)×\(rows))")
    }

    /// The command that goes to the column on the left or right.
    public var columnCommand: String { text("Previous / next column", "이전 / 다음 열") }
    /// The command that goes to the project above or below.
    public var rowCommand: String { text("Previous / next project", "이전 / 다음 프로젝트") }
    /// The command that goes to the first or last project of a column.
    public var firstLastCommand: String { text("First / last project", "처음 / 마지막 프로젝트") }
    /// The command that starts a new project (short, for a footer).
    public var newCommand: String { text("New", "새로") }
    /// The command that opens the selected project.
    public var openCommand: String { text("Open", "열기") }
    /// The command that opens the move menu.
    public var moveCommand: String { text("Move", "이동") }
    /// The command that deletes the selected project (after asking).
    public var deleteCommand: String { text("Delete", "삭제") }
    /// The command that takes back the newest change.
    public var undoCommand: String { text("Undo", "되돌리기") }
    /// The command that applies again the newest undone change.
    public var redoCommand: String { text("Redo", "다시 실행") }
    /// The command that shows the list of commands.
    public var helpCommand: String { text("Help", "도움말") }
    /// The command that ends the program.
    public var quitCommand: String { text("Quit", "종료") }
    /// The command that goes to the next field of a form.
    public var nextFieldCommand: String { text("Next field", "다음 칸") }
    /// The command that starts a new line in the body field.
    public var newLineCommand: String { text("New line (in Body)", "줄바꿈 (본문에서)") }
    /// The command that picks the highlighted entry of a menu.
    public var chooseCommand: String { text("Choose", "선택") }
    /// The command that closes a list or a box.
    public var closeCommand: String { text("Close", "닫기") }
    /// The command that scrolls a list.
    public var scrollCommand: String { text("Scroll", "스크롤") }
    /// The button that acknowledges an alert.
    public var okLabel: String { text("OK", "확인") }
}
