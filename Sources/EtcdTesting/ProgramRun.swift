import Foundation
import ProcessTesting

/// One run of a program to its end, with what it wrote: for tests that drive the built
/// `project-manager` against real etcd members, as a user's shell would.
public struct ProgramRun: Sendable, CustomStringConvertible {
    /// The exit status (128 plus the signal when one ended it).
    public let status: Int32
    /// Everything written to standard output.
    public let output: String
    /// Everything written to standard error.
    public let errors: String

    /// Runs `path` with `arguments` and exactly `environment`, standard output and error in files under
    /// `scratch` (never pipes, so the program never blocks on a reader).
    public static func run(_ path: String, _ arguments: [String], environment: [String: String], scratch: URL) async throws -> ProgramRun {
        let name = UUID().uuidString
        let output = scratch.appendingPathComponent("out-\(name)").path, errors = scratch.appendingPathComponent("err-\(name)").path
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: errors)
        }
        let process = try ChildProcess(path, arguments: arguments, environment: environment, log: output, errorLog: errors)
        let status = await process.exitStatus()
        return ProgramRun(
            status: status, output: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    }

    /// The status and both outputs, shortened, for a failed expectation.
    public var description: String { "exit \(status); stdout: \(output.prefix(400).debugDescription); stderr: \(errors.prefix(400).debugDescription)" }
}
