import Foundation

/// One piece of work on the board, a plain value (not named `Task`, which would shadow Swift's). Use
/// cases build projects only from a validated ``ProjectDraft``.
public struct Project: Sendable, Equatable, Identifiable {
    /// Its identity, which never changes (export and import keep it too).
    public let id: ProjectID
    /// One line, 1...100 characters, already trimmed.
    public var title: String
    /// Free text up to 1000 characters; may be empty.
    public var body: String
    /// The day it is due, if any.
    public var deadline: CalendarDay?
    /// The column it is in.
    public var state: ProjectState
    /// When it was added.
    public let createdAt: Date
    /// When it was last edited or moved.
    public var updatedAt: Date

    /// Creates a project from its stored parts.
    public init(
        id: ProjectID, title: String, body: String = "", deadline: CalendarDay? = nil,
        state: ProjectState = .todo, createdAt: Date, updatedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.deadline = deadline
        self.state = state
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// Whether the deadline is before `today` and the work unfinished: due today is not overdue.
    public func isOverdue(today: CalendarDay) -> Bool {
        guard state != .done, let deadline else { return false }
        return deadline < today
    }

    /// The order of a board column: nearest deadline first (none last), then oldest; the id breaks ties,
    /// so the order never depends on how projects were stored.
    public static func boardOrder(_ lhs: Project, _ rhs: Project) -> Bool {
        switch (lhs.deadline, rhs.deadline) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if lhs.createdAt != rhs.createdAt { return lhs.createdAt < rhs.createdAt }
            return lhs.id < rhs.id
        }
    }
}
