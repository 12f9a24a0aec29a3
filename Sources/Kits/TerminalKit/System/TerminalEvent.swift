/// What an ``InputReader`` reports: a key, a resize, or that nothing happened in time.
public enum TerminalEvent: Sendable, Equatable {
    /// A key was pressed.
    case key(Key)
    /// The terminal changed size (SIGWINCH): read ``TerminalSession/size`` and redraw.
    case resized
    /// Nothing arrived before the timeout: a chance to look for changes made elsewhere.
    case timeout
    /// The input was closed (the terminal went away): the program should end.
    case inputClosed
}
