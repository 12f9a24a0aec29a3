import Testing

/// How one run of `project-manager` ended: its exit status and everything it printed.
struct RunResult: Sendable, CustomStringConvertible {
    let status: Int32
    let output: String
    let errors: String

    /// The lines of standard output, without the final newline.
    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    /// The lines of standard error, without the final newline.
    var errorLines: [String] { errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }

    /// Checks the shape of every failure: the given status, nothing on stdout, and on stderr exactly one
    /// `error:` line, optionally followed by one `hint:` line.
    func expectFailure(_ expected: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == expected, "\(self)", sourceLocation: sourceLocation)
        #expect(output.isEmpty, "\(self)", sourceLocation: sourceLocation)
        let lines = errorLines
        #expect((1...2).contains(lines.count), "\(self)", sourceLocation: sourceLocation)
        #expect(lines.first?.hasPrefix("error: ") == true, "\(self)", sourceLocation: sourceLocation)
        if lines.count == 2 { #expect(lines[1].hasPrefix("hint: "), "\(self)", sourceLocation: sourceLocation) }
        #expect(!errors.contains("Fatal error") && !errors.contains("Stack dump"), sourceLocation: sourceLocation)
    }

    /// The text after `error: `.
    var errorMessage: String { errorLines.first.map { String($0.dropFirst("error: ".count)) } ?? "" }
}
