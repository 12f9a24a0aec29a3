import Domain

/// One project of a listing (``ProjectCommands/list()``): the project as stored and whether it is
/// overdue today. Nothing is formatted: a script reading `list --json` wants the raw fields, and a
/// listing of 10,000 projects should not format 10,000 dates nobody sees.
public struct ListedProject: Sendable, Equatable {
    /// The project, every field raw.
    public let project: Project
    /// The deadline's day is before today and the project is not DONE.
    public let isOverdue: Bool

    /// A project of a listing made on `today`.
    init(_ project: Project, today: CalendarDay) {
        self.project = project
        self.isOverdue = project.isOverdue(today: today)
    }
}
