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
    private let flushOutput: (String) throws -> Void
    private let flushErrors: (String) throws -> Void

    /// A console that hands its text to the given functions on ``flush()``; for tests and other hosts.
    /// A function that throws makes ``flush()`` throw.
    public init(
        outputIsTerminal: Bool, output: @escaping (String) throws -> Void, errors: @escaping (String) throws -> Void
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.flushOutput = output
        self.flushErrors = errors
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            output: { try writeAll($0, to: STDOUT_FILENO) },
            errors: { try writeAll($0, to: STDERR_FILENO) }
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
    ///
    /// - Throws: why standard output or error could not be written; the output is then incomplete.
    public func flush() throws {
        let (output, errors) = (self.output, self.errors)
        self.output = ""
        self.errors = ""
        var failure: (any Error)?
        if !output.isEmpty {
            do { try flushOutput(output) } catch { failure = error }
        }
        if !errors.isEmpty {
            do { try flushErrors(errors) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }
}

/// Writes every byte of `text` to a file descriptor, or throws why not (a full disk, a file-size limit).
/// Outside ``Console``, whose own `write(_:)` would hide the system call's name.
private func writeAll(_ text: String, to descriptor: Int32) throws(POSIXError) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        bytes = bytes.dropFirst(written)
    }
}
