/// A project before and after a change (equal when nothing changed, and nothing was recorded).
public struct ProjectUpdate: Sendable, Equatable {
    /// The project as it was.
    public let before: Project
    /// The project as stored now.
    public let after: Project

    /// Pairs the two images.
    public init(before: Project, after: Project) {
        (self.before, self.after) = (before, after)
    }

    /// Whether anything changed.
    public var changed: Bool { before != after }
}
