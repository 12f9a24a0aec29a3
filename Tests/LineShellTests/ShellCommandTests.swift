@testable import LineShell
import Presentation
import Testing

@Suite("ShellCommand")
struct ShellCommandTests {
    @Test(arguments: [
        ("add Write the README", ShellCommand.add(title: "Write the README")),
        ("move 2 DOING", .move(number: 2, to: .doing)),
        ("delete 3", .delete(number: 3)),
        ("undo", .undo), ("redo", .redo), ("help", .help), ("quit", .quit),
    ])
    func understands(line: String, command: ShellCommand) {
        #expect(ShellCommand(parsing: line) == command)
    }

    @Test(arguments: ["", "add", "move 2", "move two doing", "move 2 later", "delete", "undo 1", "Add x"])
    func refuses(line: String) {
        #expect(ShellCommand(parsing: line) == nil)
    }
}
