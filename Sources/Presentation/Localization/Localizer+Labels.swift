import Domain

extension Localizer {
    /// The title of the sheet for a new project.
    public var newProjectHeading: String { text("New Project", "새 프로젝트") }
    /// The title of the sheet showing a project.
    public var projectHeading: String { text("Project", "프로젝트") }
    /// The title of the sheet editing a project.
    public var editProjectHeading: String { text("Edit Project", "프로젝트 편집") }
    /// The button that discards the sheet.
    public var cancelLabel: String { text("Cancel", "취소") }
    /// The button that unlocks a read-only sheet.
    public var editLabel: String { text("Edit", "편집") }
    /// The button that saves (or, read-only, closes) the sheet.
    public var doneLabel: String { text("Done", "완료") }
    /// The title of the history list.
    public var historyHeading: String { text("History", "히스토리") }
    /// What the history list says when nothing happened yet.
    public var emptyHistoryText: String { text("No history yet.", "아직 기록이 없습니다.") }
    /// The title of an alert.
    public var errorHeading: String { text("Error", "오류") }
    /// The heading of the alert that says the store just became read-only.
    public var readOnlyHeading: String { text("Read-only", "읽기 전용") }
    /// The heading of the alert that says the store can be written again.
    public var writableHeading: String { text("Writable again", "다시 쓸 수 있음") }
    /// The alert that says the store can be written again.
    public var writableAgainMessage: String {
        text("The store can be written again; changes are saved as before.", "저장소에 다시 쓸 수 있습니다. 변경 내용이 전처럼 저장됩니다.")
    }

    /// A column's count: `3`, or while a filter is set `3 of 120` (`120개 중 3개`).
    public func count(of column: BoardColumn, filtered: Bool) -> String {
        filtered ? text("\(column.count) of \(column.total)", "\(column.total)개 중 \(column.count)개") : "\(column.count)"
    }

    /// What the board says after a key moved a project: `Moved 'X' to DOING.`
    public func movedAnnouncement(title: String, to state: ProjectState) -> String {
        text("Moved '\(title)' to \(state.title).", "'\(title)'을(를) \(state.title)(으)로 옮겼습니다.")
    }

    /// The label of the filter field: `Filter`, `찾기`.
    public var filterLabel: String { text("Filter", "찾기") }

    /// A move menu entry: `Move to DOING`, `DOING(으)로 이동`.
    public func moveLabel(to state: ProjectState) -> String {
        text("Move to \(state.title)", "\(state.title)(으)로 이동")
    }

    /// The question before deleting: `Delete 'X'?`.
    public func deleteQuestion(title: String) -> String {
        text("Delete '\(title)'?", "'\(title)'을(를) 삭제할까요?")
    }

    /// The banner of a board that cannot be written: `Read-only: REASON`.
    public func readOnlyBanner(reason: String) -> String {
        text("Read-only: \(reason)", "읽기 전용: \(reason)")
    }

    /// What needs attention today, for a title bar: `2 overdue · 1 due today`, `기한 지남 2 · 오늘 마감 1`;
    /// `nil` when nothing is overdue or due.
    public func dueSummary(overdue: Int, dueToday: Int) -> String? {
        var parts: [String] = []
        if overdue > 0 { parts.append(text("\(overdue) overdue", "기한 지남 \(overdue)")) }
        if dueToday > 0 { parts.append(text("\(dueToday) due today", "오늘 마감 \(dueToday)")) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The live body counter: `12/1000`.
    public func bodyCounter(length: Int) -> String {
        "\(length)/\(ProjectDraft.maximumBodyLength)"
    }
}
