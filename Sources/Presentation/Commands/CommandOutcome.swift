import Domain

/// What a one-shot command did, said in the user's language: a frontend prints ``message`` and needs no
/// sentence of its own.
public struct CommandOutcome: Sendable, Equatable {
    /// The sentence that says it: `Moved 'X' from TODO to DOING.`, `'X' is already in DOING.`,
    /// `Undone. Added 'X'.`, `Imported: 2 added, 0 updated, 1 unchanged.` (titles as typed: a terminal
    /// frontend sanitizes the line it prints).
    public let message: String
    /// Whether the store changed (and the history has a new line); `false` for a command that found
    /// nothing to do, such as a move to the column the project is already in.
    public let changed: Bool
    /// The project the command acted on, as stored after it (as it was, for a delete); `nil` for undo,
    /// redo and import, which may touch many.
    public let project: Project?

    /// Creates an outcome.
    public init(message: String, changed: Bool, project: Project? = nil) {
        self.message = message
        self.changed = changed
        self.project = project
    }
}
