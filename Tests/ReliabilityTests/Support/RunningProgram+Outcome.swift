import Foundation
import ProcessTesting

/// The harness's running program in the words these tests use: a child whose outcome is awaited.
extension RunningProgram {
    /// How long a child of these tests may run: the slowest (many writers, 50,000 projects) ends in
    /// seconds, so one that runs this long has hung.
    static let limit = Duration.seconds(300)

    /// Starts `executable` with `arguments` (the bytes of each word) and exactly `environment`.
    /// - Parameters:
    ///   - input: a file for standard input, else `/dev/null`.
    ///   - output: a file for standard output (e.g. `/dev/full`), else a file whose bytes ``finish()`` returns.
    convenience init(
        executable: String, arguments: [[UInt8]], environment: [String: String], input: String?, output: String? = nil,
        scratch: String
    ) throws {
        try self.init(executable, bytes: arguments, environment: environment, input: input.map { .file($0) } ?? .null,
                      output: output.map { .appending($0) }, scratch: scratch)
    }

    /// Sends `signal` (e.g. `SIGKILL`) to the child.
    func send(_ signal: Int32) {
        child.signal(signal)
    }

    /// Waits (bounded by ``limit``) until the child ends; how it ended and what it wrote.
    func finish() async throws -> Outcome {
        Outcome(try await finish(within: Self.limit))
    }
}
