import Presentation

// The terminal board's own labels: its keys' commands for the footer and the help box, and its notices.
extension Localizer {
    /// What an empty deadline field says it expects.
    var deadlineFieldHint: String {
        text("YYYY-MM-DD, +3d, fri… or empty (↑↓ a day, t today)", "YYYY-MM-DD, +3d, fri… 또는 비워 두기 (↑↓ 하루, t 오늘)")
    }
    /// The command that suspends the program to the shell (`fg` brings it back).
    var suspendCommand: String { text("Suspend (fg to come back)", "일시 중지 (fg로 돌아오기)") }
    /// The keys that move a deadline a day later or earlier (short, for a footer).
    var stepDayCommand: String { text("Day", "날짜") }
    /// Said when a change is asked for while the board is read-only (nothing is changed).
    var readOnlyRefusal: String {
        text("Read-only: nothing can be changed now.", "읽기 전용: 지금은 바꿀 수 없습니다.")
    }
    /// Shown instead of the board when the window is smaller than the board needs.
    func terminalTooSmall(columns: Int, rows: Int) -> String {
        text("terminal too small (needs at least \(columns)×\(rows))", "터미널이 너무 작습니다 (최소 \(columns)×\(rows))")
    }
    /// The command that goes to the column on the left or right.
    var columnCommand: String { text("Previous / next column", "이전 / 다음 열") }
    /// The command that goes to the project above or below.
    var rowCommand: String { text("Previous / next project", "이전 / 다음 프로젝트") }
    /// The command that goes to the first or last project of a column.
    var firstLastCommand: String { text("First / last project", "처음 / 마지막 프로젝트") }
    /// The keys that move the selected project one column left or right.
    var moveAlongCommand: String { text("Move to the previous / next column", "이전 / 다음 열로 옮기기") }
    /// The key that narrows the board to the projects containing a text.
    var filterCommand: String { text("Filter by title or body (Esc clears)", "제목이나 본문으로 찾기 (Esc로 지우기)") }
    /// The key that clears the filter (short, for a footer).
    var clearCommand: String { text("Clear", "지우기") }
    /// The command that starts a new project (short, for a footer).
    var newCommand: String { text("New", "새로") }
    /// The command that opens the selected project.
    var openCommand: String { text("Open", "열기") }
    /// The command that shows the list of commands.
    var helpCommand: String { text("Help", "도움말") }
    /// The command that ends the program.
    var quitCommand: String { text("Quit", "종료") }
    /// The command that goes to the next field of a form.
    var nextFieldCommand: String { text("Next field", "다음 칸") }
    /// The command that starts a new line in the body field.
    var newLineCommand: String { text("New line (in Body)", "줄바꿈 (본문에서)") }
    /// The command that picks the highlighted entry of a menu.
    var chooseCommand: String { text("Choose", "선택") }
    /// The key that lists a shared board's changes to settle (short, for a footer).
    var settleShortCommand: String { text("Settle", "정리") }
    /// The command that scrolls a list.
    var scrollCommand: String { text("Scroll", "스크롤") }
}
