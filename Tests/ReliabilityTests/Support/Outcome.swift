import Foundation
import ProcessTesting

/// How a run of a program ended and what it wrote.
struct Outcome: Sendable, CustomStringConvertible {
    /// The exit status, or `nil` when a signal ended it.
    let status: Int32?
    /// The signal that ended it, if one did.
    let signal: Int32?
    let output: Data
    let errors: Data

    init(_ run: ProgramRun) {
        status = run.termination.status
        signal = run.termination.signal
        output = run.outputData
        errors = run.errorData
    }

    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { String(decoding: errors, as: UTF8.self) }

    var description: String {
        let end = status.map { "exit \($0)" } ?? "signal \(signal ?? 0)"
        return "\(end); stdout: \(outputText.prefix(400).debugDescription); stderr: \(errorText.prefix(400).debugDescription)"
    }
}
