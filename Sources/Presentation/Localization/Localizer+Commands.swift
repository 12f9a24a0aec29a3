// Labels the board's frontends share besides the view models' own texts: commands, fields, notices.
extension Localizer {
    /// The label of the title field: `Title`, `제목`.
    public var titleFieldLabel: String { text("Title", "제목") }
    /// The label of the deadline field: `Deadline`, `마감일`.
    public var deadlineFieldLabel: String { text("Deadline", "마감일") }
    /// The label of the body field: `Body`, `본문`.
    public var bodyFieldLabel: String { text("Body", "본문") }
    /// The key that sets a deadline to today (short, for a footer).
    public var todayCommand: String { text("Today", "오늘") }
    /// What an empty column says.
    public var emptyColumnText: String { text("No projects", "프로젝트 없음") }
    /// What a column whose projects the filter all hides says instead of a row.
    public var noMatchText: String { text("No match", "맞는 프로젝트 없음") }
    /// The command that opens the move menu.
    public var moveCommand: String { text("Move", "이동") }
    /// The command that deletes the selected project (after asking).
    public var deleteCommand: String { text("Delete", "삭제") }
    /// The command that takes back the newest change.
    public var undoCommand: String { text("Undo", "되돌리기") }
    /// The command that applies again the newest undone change.
    public var redoCommand: String { text("Redo", "다시 실행") }
    /// The command that closes a list or a box.
    public var closeCommand: String { text("Close", "닫기") }
    /// The button that acknowledges an alert.
    public var okLabel: String { text("OK", "확인") }
}
