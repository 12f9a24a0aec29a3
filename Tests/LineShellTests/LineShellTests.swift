@testable import LineShell
import Presentation
import PresentationTesting
import Testing

/// The shell driven as a person would drive it, line by line, on an in-memory store: each test reads the
/// whole transcript, so an extra or missing board shows up as a failure.
@MainActor @Suite("LineShell")
struct LineShellTests {
    /// Runs `lines` through a shell on a fresh ``TestBench`` and returns everything it printed.
    private func transcript(of lines: [String]) async -> [String] {
        let bench = TestBench()
        var output: [String] = []
        let shell = LineShell(viewModels: bench.factory, write: { output.append($0) })
        await shell.run(lines: lines)
        return output
    }

    @Test func printsTheBoardOnStartAndAfterEachChange() async {
        let output = await transcript(of: ["add Write the README", "add Ship it", "move 2 doing", "undo"])
        #expect(output == [
            "TODO (0)", "DOING (0)", "DONE (0)", "",
            "TODO (1)", "  1. Write the README", "DOING (0)", "DONE (0)", "",
            "TODO (2)", "  1. Write the README", "  2. Ship it", "DOING (0)", "DONE (0)", "",
            "TODO (1)", "  1. Write the README", "DOING (1)", "  2. Ship it", "DONE (0)", "",
            "TODO (2)", "  1. Write the README", "  2. Ship it", "DOING (0)", "DONE (0)", "",
        ])
    }

    @Test func saysWhatWentWrongAndChangesNothing() async {
        let output = await transcript(of: ["undo", "move 1 done", "fly away", "add   "])
        #expect(output == [
            "TODO (0)", "DOING (0)", "DONE (0)", "",
            "error: Nothing to undo.",
            "error: there is no project 1",
            "error: 'fly away' is not a command; type help",
            "error: 'add   ' is not a command; type help",
        ])
    }

    @Test func aTitleThatBreaksARuleIsRefusedWithTheRule() async {
        let output = await transcript(of: ["add " + String(repeating: "x", count: 101)])
        #expect(output == ["TODO (0)", "DOING (0)", "DONE (0)", "", "error: Title is 101 characters; the limit is 100."])
    }

    @Test func stopsAtQuit() async {
        let output = await transcript(of: ["quit", "add Never added"])
        #expect(output == ["TODO (0)", "DOING (0)", "DONE (0)", ""])
    }

    @Test func helpListsTheCommands() async {
        let output = await transcript(of: ["help"])
        #expect(output.last == ShellCommand.usage)
        #expect(ShellCommand.usage.contains("move N STATE"))
    }
}
