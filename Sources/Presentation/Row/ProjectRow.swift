import Domain
import Foundation

/// What a board row shows of one project, ready to draw: every text is final and localized.
public struct ProjectRow: Sendable, Equatable, Identifiable {
    /// The most body lines a row previews.
    public static let bodyPreviewLineLimit = 3

    /// The project itself, every field raw (for `list --json`, `show`, or opening the detail sheet).
    public let project: Project
    /// The title on one line (any line break is shown as a space).
    public let title: String
    /// Up to ``bodyPreviewLineLimit`` first lines of the body; the last ends with `…` when more follow.
    public let bodyPreview: [String]
    /// The deadline in the user's locale (`Nov 22, 2026`, `2026년 11월 22일`), or `nil` without one.
    public let deadlineText: String?
    /// The deadline's day is before today and the project is not DONE.
    public let isOverdue: Bool

    /// The project's identity.
    public var id: ProjectID { project.id }

    /// Builds the row of `project` as of `today`, with dates in `localizer`'s locale and `calendar`.
    public init(_ project: Project, today: CalendarDay, calendar: Calendar, localizer: Localizer) {
        self.project = project
        self.title = String(project.title.map { $0.isNewline ? " " : $0 })
        var lines = project.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines == [""] { lines = [] }
        var preview = Array(lines.prefix(Self.bodyPreviewLineLimit))
        if lines.count > Self.bodyPreviewLineLimit { preview[preview.count - 1] += "…" }
        self.bodyPreview = preview
        self.deadlineText = project.deadline.map { localizer.dayText($0, calendar: calendar) }
        self.isOverdue = project.isOverdue(today: today)
    }
}
