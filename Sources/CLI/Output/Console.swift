import Foundation

/// Where a command writes: standard output and standard error, plus what is known about them.
///
/// Output is collected and written once at the end, so a command that fails half-way prints no
/// half-finished table, and a large listing costs one system call instead of thousands.
public final class Console {
    /// Whether standard output is a terminal (then overdue dates may be red and the board may open).
    public let outputIsTerminal: Bool
    private var output = ""
    private var errors = ""
    private let flushOutput: (String) -> Void
    private let flushErrors: (String) -> Void

    /// A console that hands its text to the given functions on ``flush()``; for tests and other hosts.
    public init(outputIsTerminal: Bool, output: @escaping (String) -> Void, errors: @escaping (String) -> Void) {
        self.outputIsTerminal = outputIsTerminal
        self.flushOutput = output
        self.flushErrors = errors
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// Adds a line to standard output.
    public func print(_ line: String = "") {
        output += line
        output += "\n"
    }

    /// Adds text to standard output as it is.
    public func write(_ text: String) { output += text }

    /// Adds a line to standard error.
    public func printError(_ line: String) {
        errors += line
        errors += "\n"
    }

    /// Writes out and forgets everything collected so far.
    public func flush() {
        if !output.isEmpty { flushOutput(output) }
        if !errors.isEmpty { flushErrors(errors) }
        output = ""
        errors = ""
    }
}
