import Domain

/// Builds the board's rows, again only for the projects a change touched: a row depends on its project
/// and the day alone.
struct BoardRows {
    let localizer: Localizer
    /// The day the rows shown were built for.
    private var day: CalendarDay?

    init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The columns of `board`, keeping the rows `built` has of the projects `changed` does not name
    /// (`nil`: build every row).
    mutating func columns(of board: Board, today: CalendarDay, changed: Set<ProjectID>?, built: [BoardColumn]) -> [BoardColumn] {
        // On another day every row is built again: what is overdue changes with the day.
        let changed = today == day ? changed : nil
        day = today
        // Formatting a date is the costly part of a row, and many projects share a deadline.
        var dayTexts: [CalendarDay: String] = [:]
        func makeRow(_ project: Project) -> ProjectRow {
            let text = project.deadline.map { day in
                if let text = dayTexts[day] { return text }
                let text = localizer.dayText(day)
                dayTexts[day] = text
                return text
            }
            return ProjectRow(project, today: today, deadlineText: text)
        }
        return ProjectState.allCases.map { state in
            guard let changed, let column = built.first(where: { $0.state == state }) else {
                return BoardColumn(state: state, rows: board.projects(in: state).map(makeRow))
            }
            return column.updated(to: board.projects(in: state), changed: changed, makeRow: makeRow)
        }
    }
}
