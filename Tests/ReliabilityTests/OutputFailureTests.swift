import Foundation
import ProcessTesting
import Testing

/// Standard output that cannot be written (`> /dev/full`: a full disk): a command must say so and fail,
/// never crash, and never exit 0 with its output lost (an `export > backup.json` that silently
/// wrote nothing would be a lost backup).
@Suite(.timeLimit(.minutes(5)), ReliabilityGate.trait, .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
struct OutputFailureTests {
    /// A command that stored its change says so with exit 4 (running it again would do it twice); one that
    /// changed nothing fails with 3.
    @Test(arguments: [
        (["add", "written to a full disk"], 4), (["move", "ID", "doing"], 4), (["export"], 3), (["list"], 3), (["--help"], 3),
    ] as [([String], Int32)])
    func aFullDiskOnStandardOutputIsAnError(arguments: [String], status: Int32) async throws {
        let program = Program(scratch: try Scratch())
        let id = try await program.succeed(["add", "one"]).trimmingCharacters(in: .newlines)
        let arguments = arguments.map { $0 == "ID" ? id : $0 }
        let child = try RunningProgram(
            executable: Program.executable, arguments: arguments.map { Array($0.utf8) }, environment: program.environment,
            input: nil, output: "/dev/full", scratch: program.scratch.path
        )
        let outcome = try await child.finish()
        #expect(outcome.signal == nil, "\(outcome)")
        #expect(outcome.status == status, "\(outcome)")
        #expect(outcome.errorText.hasPrefix(status == 4 ? "error: the change was saved" : "error: cannot write the output"), "\(outcome)")
        #expect(outcome.errorText.split(separator: "\n").count == (status == 4 ? 2 : 1), "\(outcome)")
    }
}
