import Domain

/// What a one-shot command did, said in the user's language, so a frontend needs no sentence of its own.
public struct CommandOutcome: Sendable, Equatable {
    /// `Moved 'X' from TODO to DOING.`, titles as typed (a terminal frontend sanitizes what it prints).
    public let message: String
    /// Whether the store changed; `false` for a command that found nothing to do.
    public let changed: Bool
    /// The project acted on, as stored after (as it was, for a delete); `nil` for undo, redo and import.
    public let project: Project?

    /// Creates an outcome.
    public init(message: String, changed: Bool, project: Project? = nil) {
        self.message = message
        self.changed = changed
        self.project = project
    }
}
