import Foundation
import Testing

/// Standard output that fails after the change is stored (`> /dev/full`, a pipe whose reader is gone):
/// the run must say the change *was* saved, and which, with its own exit status, so that a script
/// retrying on failure does not make it twice. A command that changed nothing keeps the plain output
/// failure (exit 3), or ends quietly as on SIGPIPE when the reader left on purpose.
@Suite("project-manager with a failing standard output", .timeLimit(.minutes(5)))
struct FullOutputTests {
    static let savedOutputLost: Int32 = 4
    static let fullDevice = ConditionTrait.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full")

    @Test("every writing command says its change was saved, names it, and exits 4", fullDevice, arguments: [
        ("add 'Second' > /dev/full", "Added 'Second'."),
        ("edit abcd --title Renamed > /dev/full", "Edited 'Renamed'."),
        ("move abcd doing > /dev/full", "Moved 'Seed' from TODO to DOING."),
        ("delete abcd > /dev/full", "Removed 'Seed' from TODO."),
        ("undo > /dev/full", "Undone. Undid the import of 1 project."),
        ("undo && \"$PM\" redo > /dev/full", "Redone. Imported 1 project."),
        ("import \"$FILE\" > /dev/full", "Imported: 1 added, 0 updated, 0 unchanged."),
    ])
    func savedButNotShown(command: String, change: String) async throws {
        let sandbox = try await FailureTests.seeded()
        let file = try sandbox.writeFile("more.json", TransferTests.document([
            TransferTests.project(id: "00000000-0000-4000-8000-0000000000ff", title: "More"),
        ]))
        let before = try await sandbox.run("history", "--json").output
        let result = try await sandbox.shell("\"$PM\" " + command, environment: ["FILE": file])
        #expect(result.status == Self.savedOutputLost, "\(result)")
        #expect(result.errorLines.count == 2, "\(result)")
        #expect(result.errorMessage.hasPrefix("the change was saved, but the output could not be written"), "\(result)")
        #expect(result.errorMessage.hasSuffix(change), "\(result)")
        #expect(result.errorLines.last?.hasPrefix("hint: do not run the command again") == true, "\(result)")
        // It really was saved: the history grew.
        #expect(try await sandbox.run("history", "--json").output != before)
    }

    @Test("add names the id it saved, since the id was what it could not print", fullDevice)
    func addNamesItsID() async throws {
        let sandbox = try Sandbox()
        let result = try await sandbox.shell("\"$PM\" add Lost > /dev/full")
        #expect(result.status == Self.savedOutputLost, "\(result)")
        let listed = try CommandTests.objects(try await sandbox.run("list", "--json").output)
        let id = try #require(listed.first?["id"] as? String)
        #expect(result.errorMessage.contains(String(id.prefix(8))), "\(result)")
    }

    @Test("a command that saved nothing reports the plain output failure (exit 3)", fullDevice, arguments: [
        "list", "export", "move abcd todo", "edit abcd --title Seed", "import \"$SEED\"",
    ])
    func nothingSaved(command: String) async throws {
        let sandbox = try await FailureTests.seeded()
        let seed = sandbox.root.appendingPathComponent("seed.json").path
        let before = try sandbox.storeContents()
        let result = try await sandbox.shell("\"$PM\" \(command) > /dev/full", environment: ["SEED": seed])
        result.expectFailure(3)
        #expect(result.errorMessage.hasPrefix("cannot write the output"), "\(result)")
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a reader gone before a change is reported: it was saved (exit 4); a read ends quietly, as on SIGPIPE")
    func readerGone() async throws {
        let sandbox = try await FailureTests.seeded()
        func runIntoClosedPipe(_ arguments: String...) async throws -> RunResult {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            return try await sandbox.launch(Sandbox.executable, arguments, environment: sandbox.baseEnvironment,
                                            standardOutput: pipe.fileHandleForWriting)
        }
        let moved = try await runIntoClosedPipe("move", "abcd", "doing")
        #expect(moved.status == Self.savedOutputLost, "\(moved)")
        #expect(moved.errorMessage.hasSuffix("Moved 'Seed' from TODO to DOING."), "\(moved)")
        let listed = try await runIntoClosedPipe("list")
        #expect(listed.status == 141 && listed.errors.isEmpty, "\(listed)")
    }

    @Test("an output long enough to be handed over in pieces fails as a short one: a reader gone ends quietly, a full disk is said (exit 3)", fullDevice, arguments: [
        "list --json", "board",
    ])
    func longOutputFailsAsAShortOne(command: String) async throws {
        let sandbox = try Sandbox()
        // 2,000 cards of five lines across the three columns: about half a megabyte of listing and of board.
        let states = ["todo", "doing", "done"]
        let file = try sandbox.writeFile("many.json", TransferTests.document((0..<2_000).map { index in
            TransferTests.project(id: String(format: "00000000-0000-4000-8000-%012d", index), title: "Project \(index)",
                                  body: "one\ntwo\nthree\nfour", state: states[index % 3])
        }))
        try #require(try await sandbox.run("import", file).status == 0)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let gone = try await sandbox.launch(Sandbox.executable, command.split(separator: " ").map(String.init),
                                           environment: sandbox.baseEnvironment, standardOutput: pipe.fileHandleForWriting)
        #expect(gone.status == 141 && gone.errors.isEmpty, "\(gone)")
        let full = try await sandbox.shell("\"$PM\" \(command) > /dev/full")
        full.expectFailure(3)
        #expect(full.errorMessage.hasPrefix("cannot write the output"), "\(full)")
    }
}
