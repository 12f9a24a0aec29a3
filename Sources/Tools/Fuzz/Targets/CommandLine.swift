// Fuzz target `command-line`: the CLI's argument parser, `CommandLineParser.parse`.
//
// The input is the argument words separated by NUL bytes (as they sit in a process's argv).
import CLI
import Foundation

/// libFuzzer calls this with each input it makes up; a crash or a failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandLineTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    do {
        let invocation = try CommandLineParser.parse(count == 0 ? [] : words)
        // Parsing is a function of the words alone.
        guard (try? CommandLineParser.parse(count == 0 ? [] : words)) == invocation else { fatalError("parse is not deterministic") }
    } catch {
        _ = error.message
    }
    return 0
}
