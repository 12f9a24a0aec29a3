import Foundation
import Testing

/// The suite never hangs: every child a test starts goes through ProcessTesting's harness, which reaps
/// it by its pid and bounds each wait, and every suite that starts one carries a time limit, so a hang
/// nobody foresaw fails the test that hung, within minutes.
@Suite(.timeLimit(.minutes(1))) struct TestHarnessTests {
    /// What a test file uses when it starts a program, directly or through a helper that does.
    static let startsPrograms = [
        "ChildProcess(", "RunningProgram(", "ProgramRun.run(", "Sandbox()", "TmuxSession", "ServedBoard", "ChromeDriver",
        "EtcdCluster", "SharedBoardProgram", "Program(scratch",
    ]

    /// The Swift files of the tests and of the testing kits (the targets named `…Testing`).
    static func testFiles() -> [String] {
        PackageRoot.swiftFiles(under: "Tests") + PackageRoot.swiftFiles(under: "Sources").filter {
            $0.split(separator: "/").contains { $0.hasSuffix("Testing") }
        }
    }

    @Test func noTestStartsAChildWithFoundationsProcess() throws {
        let process = #/(^|[^\w.])Process\s*\(\s*\)|:\s*Process\b|\bFoundation\.Process\b/#
        var uses: [String] = []
        for file in Self.testFiles() {
            for (number, line) in try PackageRoot.read(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.includes("Process") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(process) {
                uses.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(uses.isEmpty, "start children with ProcessTesting (ChildProcess, RunningProgram, ProgramRun):\n\(uses.joined(separator: "\n"))")
    }

    @Test func everySuiteThatStartsAProgramHasATimeLimit() throws {
        var unbounded: [String] = []
        for file in PackageRoot.swiftFiles(under: "Tests") {
            let text = try PackageRoot.read(file)
            guard Self.startsPrograms.contains(where: text.contains) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.includes("@Suite") && line.trimmingCharacters(in: .whitespaces).hasPrefix("@Suite") && !line.contains(".timeLimit(") {
                unbounded.append("\(file):\(number + 1)")
            }
        }
        #expect(unbounded.isEmpty, "give these suites a .timeLimit trait:\n\(unbounded.joined(separator: "\n"))")
    }
}
