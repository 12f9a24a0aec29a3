/// Why the interactive terminal could not be set up.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, a CI job).
    case notATerminal
    /// A system call failed; `code` is its `errno`.
    case systemCall(String, code: Int32)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .notATerminal: return "the interactive board needs a terminal"
        case .systemCall(let name, let code): return "\(name) failed (errno \(code))"
        }
    }
}
