/// What a change to one project did: the project before and after it (equal when nothing changed, and
/// then nothing was recorded).
public struct ProjectUpdate: Sendable, Equatable {
    /// The project as it was.
    public let before: Project
    /// The project as stored now.
    public let after: Project

    /// Pairs the two images.
    public init(before: Project, after: Project) {
        self.before = before
        self.after = after
    }

    /// Whether anything changed.
    public var changed: Bool { before != after }
}
