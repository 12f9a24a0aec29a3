/// One of the eight basic terminal colours, the ones every terminal and every theme has.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
    /// Black.
    case black
    /// Red: overdue deadlines, errors.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white

    /// The SGR parameter that sets this colour as the foreground (30–37).
    var foregroundCode: Int { 30 + rawValue }
}
