import Foundation
import Testing

/// What processes sharing one store can rely on: concurrent edits of different fields all stay, and a
/// damaged journal (a line edited by hand, a sequence number changed) is refused by every command, adds
/// included, with the file and line named and the bytes left as they were.
@Suite("project-manager on a shared or damaged store", .timeLimit(.minutes(5)))
struct SharedStoreTests {
    @Test("edits of the title and of the body running at once all keep their own field")
    func concurrentEditsKeepBothFields() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("OLD")
        let results = try await withThrowingTaskGroup(of: RunResult.self) { group in
            for number in 1...8 {
                group.addTask { try await sandbox.run("edit", id, "--body", "B\(number)") }
                group.addTask { try await sandbox.run("edit", id, "--title", "T\(number)") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results)")
        let shown = try #require(try CommandTests.objects("[" + (try await sandbox.run("show", id, "--json").output) + "]").first)
        #expect((shown["title"] as? String)?.hasPrefix("T") == true, "a body edit reverted the title: \(shown)")
        #expect((shown["body"] as? String)?.hasPrefix("B") == true, "a title edit reverted the body: \(shown)")
        #expect(try await sandbox.run("history").lines.count == 17)
    }

    @Test("a journal line damaged in the middle is refused by every command, add included; nothing is written",
          arguments: [["add", "More"], ["list"], ["move", "PREFIX", "done"], ["edit", "PREFIX", "--title", "X"], ["undo"], ["history", "--limit", "1"]])
    func damagedMiddleLine(arguments: [String]) async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("One")
        _ = try await sandbox.add("Two")
        let journal = sandbox.store.appendingPathComponent("journal.jsonl")
        var lines = try Data(contentsOf: journal).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lines[1] = Data("{broken".utf8) // sed -i '2s/.*/{broken/' journal.jsonl
        try Data(lines.joined(separator: [UInt8(ascii: "\n")])).write(to: journal)
        let before = try sandbox.storeContents()

        let result = try await sandbox.run(arguments.map { $0 == "PREFIX" ? id : $0 })
        result.expectFailure(3)
        #expect(result.errorMessage.hasPrefix(journal.path + " is corrupt (line 2:"), "\(result)")
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a sequence number changed by hand is refused, naming the line, and no add goes past it")
    func tamperedSequence() async throws {
        let sandbox = try Sandbox()
        for number in 1...7 { _ = try await sandbox.add("P\(number)") }
        let journal = sandbox.store.appendingPathComponent("journal.jsonl")
        let text = try String(contentsOf: journal, encoding: .utf8)
        try #require(text.contains(#"{"seq":7,"#))
        try Data(text.replacing(#"{"seq":7,"#, with: #"{"seq":3,"#).utf8).write(to: journal)
        let before = try sandbox.storeContents()

        for arguments in [["list"], ["add", "Eight"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.hasPrefix(journal.path + " is corrupt (line 8:"), "\(result)")
        }
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a compacted store whose snapshot was removed is refused by add too; nothing is written")
    func removedSnapshot() async throws {
        let sandbox = try Sandbox()
        // One import of ~330 kB passes the journal's size, so it is folded into snapshot.json.
        let projects = (0..<300).map { index in
            TransferTests.project(id: String(format: "5eed0000-0000-4000-8000-%012x", index), title: "imported \(index)",
                                  body: String(repeating: "b", count: 990))
        }
        let file = try sandbox.writeFile("big.json", TransferTests.document(projects))
        try #require(try await sandbox.run("import", file).status == 0)
        _ = try await sandbox.add("After")
        let snapshot = sandbox.store.appendingPathComponent("snapshot.json")
        try FileManager.default.removeItem(at: snapshot)
        let before = try sandbox.storeContents()

        for arguments in [["add", "More"], ["list"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.contains(snapshot.path + " is missing"), "\(result)")
        }
        #expect(try sandbox.storeContents() == before)
    }
}
