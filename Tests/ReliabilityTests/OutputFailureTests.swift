import Foundation
import Testing

/// Standard output that cannot be written (`> /dev/full`: a full disk): a command must say so and fail,
/// never crash, and never exit 0 with its output lost (an `export > backup.json` that silently
/// wrote nothing would be a lost backup).
@Suite(ReliabilityGate.trait, .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
struct OutputFailureTests {
    @Test(arguments: [["add", "written to a full disk"], ["export"], ["list"], ["--help"]])
    func aFullDiskOnStandardOutputIsAnError(arguments: [String]) async throws {
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "one"])
        let child = try ChildProcess(
            executable: Program.executable, arguments: arguments.map { Array($0.utf8) }, environment: program.environment,
            input: nil, output: "/dev/full", scratch: program.scratch.path
        )
        let outcome = await child.finish()
        #expect(outcome.signal == nil, "\(outcome)")
        #expect(outcome.status != nil && outcome.status != 0, "\(outcome)")
        #expect(outcome.errorText.hasPrefix("error: ") && outcome.errorText.split(separator: "\n").count == 1, "\(outcome)")
    }
}
