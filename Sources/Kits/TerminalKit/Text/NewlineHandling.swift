/// What ``TerminalSanitizer`` does with a line feed (`\n`).
public enum NewlineHandling: Sendable, Equatable {
    /// Keeps `\n`, for text that is wrapped into lines afterwards (a body preview).
    case keep
    /// Turns each `\n` into a space, for text drawn on one line (a title, a table cell).
    case replaceWithSpace
}
