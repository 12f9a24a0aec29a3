import Domain

/// One project of a listing, raw and unformatted: a script reading `list --json` wants the raw fields.
public struct ListedProject: Sendable, Equatable {
    /// The project, every field raw.
    public let project: Project
    /// The deadline's day is before today and the project is not DONE.
    public let isOverdue: Bool

    init(_ project: Project, today: CalendarDay) {
        self.project = project
        self.isOverdue = project.isOverdue(today: today)
    }
}
