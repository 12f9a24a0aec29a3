import Foundation

/// Where a command writes: standard output and standard error, plus what is known about them.
///
/// Output is collected and written at the end, so a command that fails half-way prints no
/// half-finished table, and a large listing costs a few system calls instead of thousands (once nothing
/// can fail any more, a long one is handed over in pieces of ``flushSize``: see ``handOver()``).
public final class Console {
    /// Whether standard output is a terminal (then overdue dates may be red and the board may open).
    public let outputIsTerminal: Bool
    // Bytes rather than a String: a listing appends its JSON byte by byte, and standard output takes
    // the buffer as it is, with no copy of a 60 MB listing on the way out.
    private var output: [UInt8] = []
    private var errors: [UInt8] = []
    /// Why standard output failed while a long output was handed over part-way (see ``handOver()``).
    private var outputFailure: (any Error)?
    private let flushOutput: ([UInt8]) throws -> Void
    private let flushErrors: ([UInt8]) throws -> Void

    /// A console that hands its text to the given functions on ``flush()``; for tests and other hosts.
    /// A function that throws makes ``flush()`` throw.
    public convenience init(
        outputIsTerminal: Bool, output: @escaping (String) throws -> Void, errors: @escaping (String) throws -> Void
    ) {
        self.init(
            outputIsTerminal: outputIsTerminal,
            bytes: { try output(String(decoding: $0, as: UTF8.self)) },
            errors: { try errors(String(decoding: $0, as: UTF8.self)) }
        )
    }

    private init(
        outputIsTerminal: Bool, bytes output: @escaping ([UInt8]) throws -> Void, errors: @escaping ([UInt8]) throws -> Void
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.flushOutput = output
        self.flushErrors = errors
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            bytes: { try writeAll($0, to: STDOUT_FILENO) },
            errors: { try writeAll($0, to: STDERR_FILENO) }
        )
    }


    /// Adds a line to standard output.
    public func print(_ line: String = "") {
        output.append(contentsOf: line.utf8)
        output.append(UInt8(ascii: "\n"))
    }

    /// Adds text to standard output as it is.
    public func write(_ text: String) { output.append(contentsOf: text.utf8) }

    /// Lets `body` append UTF-8 to standard output in place: a long listing written straight into the
    /// buffer builds no string per row.
    func write(_ body: (inout [UInt8]) -> Void) { body(&output) }

    /// How much of a long output (a listing, the board) is collected before it is written out: enough that
    /// writing costs a few system calls, little enough that the buffer is a small part of what the
    /// command touches.
    static let flushSize = 1 << 18

    /// Writes out what is collected once it passes ``flushSize``: a long output (a listing, the board),
    /// once nothing can fail any more, is handed over in pieces rather than held whole. A failure is kept
    /// for ``flush()`` to report, as if it happened there (a reader gone ends quietly, a full disk
    /// is said), and what would have followed is dropped.
    func handOver() {
        guard output.count > Self.flushSize else { return }
        if outputFailure == nil {
            do { try flushOutput(output) } catch { outputFailure = error }
        }
        output.removeAll(keepingCapacity: true)
    }

    /// Adds a line to standard error.
    public func printError(_ line: String) {
        errors.append(contentsOf: line.utf8)
        errors.append(UInt8(ascii: "\n"))
    }

    /// Writes out and forgets everything collected so far.
    ///
    /// - Throws: why standard output or error could not be written; the output is then incomplete.
    public func flush() throws {
        // Emptied in place, keeping the room: a listing flushed every megabyte reuses one buffer.
        defer {
            output.removeAll(keepingCapacity: true)
            errors.removeAll(keepingCapacity: true)
        }
        var failure = outputFailure
        if !output.isEmpty, failure == nil {
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
private func writeAll(_ text: [UInt8], to descriptor: Int32) throws(POSIXError) {
    var bytes = text[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        bytes = bytes.dropFirst(written)
    }
}
