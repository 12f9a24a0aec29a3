import Foundation
import Testing

/// A write that the system refuses part-way, here through a file-size limit (`ulimit -f`, RLIMIT_FSIZE):
/// the command must fail with one `error:` line and exit status 3, and leave the store as it was.
@Suite(.timeLimit(.minutes(5)), ReliabilityGate.trait) struct FileSizeLimitTests {
    /// A change that makes the journal grow by a few kilobytes.
    enum Change: String, CaseIterable, Sendable {
        case add, edit, importing
    }

    /// Where the limit falls: below the journal's current size (the first byte written is refused), or
    /// between its size and its size after the change (some bytes are written, then the rest refused).
    enum Limit: String, CaseIterable, Sendable {
        case belowTheStore, partWay
    }

    @Test(arguments: Change.allCases, Limit.allCases)
    func aRefusedWriteChangesNothing(change: Change, limit: Limit) async throws {
        let program = Program(scratch: try Scratch())
        let id = try await program.succeed(["add", "first"]).trimmingCharacters(in: .whitespacesAndNewlines)
        try await program.succeed(["add", "second", "--body", "two"])
        let board = try await program.succeed(["list"])
        let before = StoreFiles(program.store)
        let journalSize = try #require(before.files["journal.jsonl"]?.count)

        // 1000 three-byte characters: every change below appends a line of more than 3000 bytes.
        let longBody = String(repeating: "한", count: 1000)
        let arguments: [String] = switch change {
        case .add: ["add", "third", "--body", longBody]
        case .edit: ["edit", id, "--body", longBody]
        case .importing: ["import", try program.file("import.json", ExportedProject.document([
            ExportedProject(id: "0b1e55ed-0000-4000-8000-000000000001", title: "imported", body: longBody, state: "doing"),
        ]))]
        }
        let blocks = switch limit {
        case .belowTheStore: journalSize / 512
        case .partWay: journalSize / 512 + 1
        }
        try #require(blocks >= 1) // standard error, a file too, needs room for the message
        let outcome = try await program.start(arguments, fileSizeLimit: blocks).finish()

        #expect(outcome.status == 3, "\(outcome)")
        #expect(outcome.errorText.hasPrefix("error: "), "\(outcome)")
        #expect(outcome.errorText.split(separator: "\n").count == 1, "\(outcome)")
        #expect(StoreFiles(program.store) == before)
        #expect(try await program.succeed(["list"]) == board)
        // And the store still takes changes once the limit is gone.
        try await program.succeed(arguments)
    }

    /// Standard output is a file under the same limit: the write past it raises SIGXFSZ, which must not
    /// kill the program (it ignores the signal and reports the EFBIG instead).
    @Test(arguments: [["--help"], ["export"]])
    func anOutputPastTheLimitIsAnErrorNotASignal(arguments: [String]) async throws {
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "one", "--body", String(repeating: "b", count: 900)])
        let outcome = try await program.start(arguments, fileSizeLimit: 1).finish()
        #expect(outcome.signal == nil, "\(outcome)")
        #expect(outcome.status == 3, "\(outcome)")
        #expect(outcome.errorText.hasPrefix("error: "), "\(outcome)")
    }

    /// A change bigger than the journal (an import) is written as a new snapshot beside the live one and
    /// renamed over it only once complete: under a limit that refuses that snapshot part-way, the change is
    /// refused whole (exit 3, an error) and the store reads as it did, with no file left behind; without
    /// the limit, the same change is made.
    @Test func aBigChangeWhoseSnapshotIsRefusedPartWayLeavesTheStoreAsItWas() async throws {
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "first"])
        let before = try FileManager.default.contentsOfDirectory(atPath: program.store).sorted()
        // ~330 kB of projects; the snapshot holds them twice (the board and the undo stack): ~660 kB.
        let projects = (0..<300).map { index in
            ExportedProject(
                id: String(format: "c0ffee00-0000-4000-8000-%012x", index), title: "imported \(index)",
                body: String(repeating: "b", count: 990), state: "todo"
            )
        }
        let file = try program.file("big.json", ExportedProject.document(projects))
        let outcome = try await program.start(["import", file], fileSizeLimit: 450 * 1024 / 512).finish()
        #expect(outcome.status == 3, "\(outcome)")
        #expect(outcome.errorText.hasPrefix("error: "), "\(outcome)")
        #expect(try await program.projects().map(\.title) == ["first"])
        #expect(try await program.succeed(["history"]).split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: program.store).sorted() == before)

        try await program.succeed(["import", file])
        #expect(try await program.projects().count == 301)
    }
}
