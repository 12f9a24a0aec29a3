import Foundation

/// One run of a program to its end, with what it wrote: how a test runs a short command (tmux, openssl,
/// the built `project-manager`) as a user's shell would.
public struct ProgramRun: Sendable, CustomStringConvertible {
    /// How it ended.
    public let termination: Termination
    /// Everything written to standard output.
    public let outputData: Data
    /// Everything written to standard error.
    public let errorData: Data

    /// The shell's `$?`: the exit status, or 128 plus the signal that ended it.
    public var status: Int32 { termination.code }
    /// Standard output as text.
    public var output: String { String(decoding: outputData, as: UTF8.self) }
    /// Standard error as text.
    public var errors: String { String(decoding: errorData, as: UTF8.self) }

    /// Runs `path` with `arguments` and exactly `environment` to its end, for at most `limit` (then it is
    /// killed and ``Overran`` thrown).
    ///
    /// - Parameters:
    ///   - input: what it reads on standard input, else nothing (`/dev/null`).
    ///   - scratch: where its input and output files go while it runs.
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        input: Data? = nil, directory: String? = nil, scratch: URL = FileManager.default.temporaryDirectory,
        within limit: Duration = .seconds(60)
    ) async throws -> ProgramRun {
        var stream = ChildProcess.Stream.null
        let inputPath = scratch.appendingPathComponent("stdin-\(UUID().uuidString)").path
        if let input {
            try input.write(to: URL(fileURLWithPath: inputPath))
            stream = .file(inputPath)
        }
        defer { if input != nil { unlink(inputPath) } }
        let program = try RunningProgram(path, arguments, environment: environment, input: stream, directory: directory, scratch: scratch.path)
        return try await program.finish(within: limit)
    }

    /// The status and both outputs, shortened, for a failed expectation.
    public var description: String {
        "\(termination); stdout: \(output.prefix(400).debugDescription); stderr: \(errors.prefix(400).debugDescription)"
    }
}
