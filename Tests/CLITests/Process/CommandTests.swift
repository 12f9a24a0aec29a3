import Foundation
import Testing

/// Every command, run as a separate process against a temporary store.
@Suite("project-manager commands", .timeLimit(.minutes(5)))
struct CommandTests {
    static let keys = ["id", "title", "body", "deadline", "state", "overdue", "createdAt", "updatedAt"]

    /// The objects of a JSON array, as Foundation reads them.
    static func objects(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    /// The keys of a one-line JSON object in the order they are written (for titles without quotes).
    static func keyOrder(_ line: String) -> [String] {
        line.matches(of: /"([A-Za-z]+)":/).map { String($0.output.1) }
    }

    @Test("add prints the short id; words are joined into the title; the project persists for the next process")
    func addAndList() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Buy", "oat", "milk", "--body", "two\nlines", "--deadline", "2999-12-31", "--state", "doing")
        #expect(id.wholeMatch(of: /[0-9a-f]{8}/) != nil)
        let list = try await sandbox.run("list", "--json")
        let object = try #require(try Self.objects(list.output).first)
        #expect(object["title"] as? String == "Buy oat milk")
        #expect(object["body"] as? String == "two\nlines")
        #expect(object["deadline"] as? String == "2999-12-31")
        #expect(object["state"] as? String == "doing")
        #expect((object["id"] as? String)?.hasPrefix(id) == true)
    }

    @Test("list --json: exactly the documented keys, in order; columns TODO, DOING, DONE, each by deadline, none last")
    func listJSON() async throws {
        let sandbox = try Sandbox()
        let late = try await sandbox.add("Late", "--deadline", "2000-01-01")
        let undated = try await sandbox.add("Undated")
        let soon = try await sandbox.add("Soon", "--deadline", "2999-01-01")
        let doing = try await sandbox.add("Doing", "--state", "doing")
        let done = try await sandbox.add("Finished", "--state", "done", "--deadline", "2000-01-01")
        let result = try await sandbox.run("list", "--json")
        #expect(result.status == 0 && result.errors.isEmpty)
        let lines = result.lines
        #expect(lines.first == "[" && lines.last == "]")
        let objectLines = lines.dropFirst().dropLast()
        #expect(objectLines.count == 5)
        for line in objectLines { #expect(Self.keyOrder(line) == Self.keys, "\(line)") }

        let objects = try Self.objects(result.output)
        #expect(objects.map { Set($0.keys) } == Array(repeating: Set(Self.keys), count: 5))
        #expect(objects.compactMap { ($0["id"] as? String)?.prefix(8).description } == [late, soon, undated, doing, done])
        #expect(objects.compactMap { $0["state"] as? String } == ["todo", "todo", "todo", "doing", "done"])
        #expect(objects.compactMap { $0["overdue"] as? Bool } == [true, false, false, false, false])
        #expect(objects[2]["deadline"] is NSNull)
        for object in objects {
            let id = try #require(object["id"] as? String)
            #expect(id.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) != nil)
            for key in ["createdAt", "updatedAt"] {
                let stamp = try #require(object[key] as? String)
                #expect(stamp.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil)
                #expect(isoDate(stamp) != nil)
            }
        }
    }

    @Test("list --json and show --json write each object to the byte: escapes, null, flags, instants to the millisecond")
    func listJSONText() async throws {
        let sandbox = try Sandbox()
        let document = TransferTests.document([
            TransferTests.project(id: "0a1b2c3d-0000-4000-8000-00000000000a", title: "Undated", state: "doing"),
            TransferTests.project(
                id: "0A1B2C3D-0000-4000-8000-00000000000B", title: #"Say "hi" \ back"#, body: "tab\there\nnext 한글 ✓",
                deadline: "2000-02-29", createdAt: "1999-12-31T23:59:59.999Z", updatedAt: "2000-01-01T00:00:00.001+01:00"
            ),
            TransferTests.project(id: "0a1b2c3d-0000-4000-8000-00000000000c", title: "Old", deadline: "2000-01-01", state: "done"),
        ])
        #expect(try await sandbox.run("import", try sandbox.writeFile("three.json", document)).status == 0)
        let objects = [
            #"{"id":"0a1b2c3d-0000-4000-8000-00000000000b","title":"Say \"hi\" \\ back","body":"tab\there\nnext 한글 ✓","#
                + #""deadline":"2000-02-29","state":"todo","overdue":true,"createdAt":"1999-12-31T23:59:59.999Z","#
                + #""updatedAt":"1999-12-31T23:00:00.001Z"}"#,
            #"{"id":"0a1b2c3d-0000-4000-8000-00000000000a","title":"Undated","body":"","deadline":null,"state":"doing","#
                + #""overdue":false,"createdAt":"2026-01-02T03:04:05.678Z","updatedAt":"2026-01-03T03:04:05.678Z"}"#,
            #"{"id":"0a1b2c3d-0000-4000-8000-00000000000c","title":"Old","body":"","deadline":"2000-01-01","state":"done","#
                + #""overdue":false,"createdAt":"2026-01-02T03:04:05.678Z","updatedAt":"2026-01-03T03:04:05.678Z"}"#,
        ]
        let listed = try await sandbox.run("list", "--json")
        #expect(listed.status == 0 && listed.errors.isEmpty)
        #expect(listed.output == "[\n" + objects.joined(separator: ",\n") + "\n]\n")
        #expect(try await sandbox.run("list", "--json", "--overdue").output == "[\n" + objects[0] + "\n]\n")
        #expect(try await sandbox.run("show", "0a1b2c3d-0000-4000-8000-00000000000b", "--json").output == objects[0] + "\n")
    }

    @Test("list filters by --state and --overdue; an empty store lists as [] and 'No projects match.'")
    func listFilters() async throws {
        let sandbox = try Sandbox()
        #expect(try await sandbox.run("list", "--json").output == "[]\n")
        #expect(try await sandbox.run("list").output == "No projects match.\n")
        let late = try await sandbox.add("Late", "--deadline", "2000-01-01")
        let doing = try await sandbox.add("Doing", "--state", "doing")
        _ = try await sandbox.add("Old but done", "--state", "done", "--deadline", "2000-01-01")

        let text = try await sandbox.run("list", "--state", "doing")
        #expect(text.lines.count == 2)
        #expect(text.lines[0].split(separator: " ") == ["ID", "STATE", "DEADLINE", "TITLE"])
        #expect(text.lines[1].split(separator: " ", omittingEmptySubsequences: true) == [Substring(doing), "DOING", "-", "Doing"])
        let overdue = try await sandbox.run("list", "--overdue", "--json")
        #expect(try Self.objects(overdue.output).compactMap { ($0["id"] as? String)?.prefix(8).description } == [late])
        let plain = try await sandbox.run("list", "--overdue")
        #expect(plain.lines.count == 2 && plain.lines[1].hasPrefix(late) && plain.lines[1].contains("Late"))
    }

    @Test("board prints three columns with their counts, each project with its short id")
    func board() async throws {
        let sandbox = try Sandbox()
        let empty = try await sandbox.run("board")
        #expect(empty.status == 0)
        #expect(empty.lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["TODO", "(0)", "DOING", "(0)", "DONE", "(0)"])
        #expect(empty.lines.last == "No projects yet. Add one: project-manager add TITLE")

        let first = try await sandbox.add("First")
        let second = try await sandbox.add("Second", "--state", "done", "--deadline", "2999-12-31")
        let result = try await sandbox.run("board")
        #expect(result.status == 0 && result.errors.isEmpty)
        #expect(result.lines[0].split(separator: " ", omittingEmptySubsequences: true) == ["TODO", "(1)", "DOING", "(0)", "DONE", "(1)"])
        #expect(result.lines[1].allSatisfy { $0 == "─" || $0 == " " })
        #expect(result.lines[2].hasPrefix("\(first) First"))
        #expect(result.lines[2].hasSuffix("\(second) Second"))
        #expect(result.lines[3].hasSuffix("Dec 31, 2999"))
        // No command at all, on a pipe, prints the same board.
        #expect(try await sandbox.run([]).output == result.output)
    }

    @Test("board cards show up to 3 body lines under the title, then the deadline, a blank line apart")
    func boardBodyPreview() async throws {
        let sandbox = try Sandbox()
        let first = try await sandbox.add("With body", "--body", "one\ntwo\nthree\nfour", "--deadline", "2999-12-31")
        let second = try await sandbox.add("Plain")
        let result = try await sandbox.run("board")
        #expect(Array(result.lines.dropFirst(2)) == [
            "\(first) With body", "  one", "  two", "  three…", "  Dec 31, 2999", "", "\(second) Plain",
        ], "\(result)")
    }

    @Test("board fits every card line to its column: cut with …, a wide character never split, no trailing blanks")
    func boardCellsAreFitted() async throws {
        let sandbox = try Sandbox()
        let long = try await sandbox.add("A title much longer than the column is wide", "--body", "body line", "--deadline", "2000-01-01")
        let wide = try await sandbox.add("한국어 제목이 길어서 잘립니다")
        _ = try await sandbox.run("move", wide, "doing")
        let short = try await sandbox.add("Short", "--state", "done")
        // 66 columns: three columns of 20 and two gaps of 3.
        let result = try await sandbox.run("board", environment: ["COLUMNS": "66"])
        let rule = String(repeating: "─", count: 20)
        #expect(result.lines == [
            "TODO (1)               DOING (1)              DONE (1)",
            "\(rule)   \(rule)   \(rule)",
            "\(long) A title mu…   \(wide) 한국어 제…    \(short) Short",
            "  body line",
            "  Jan 1, 2000 ! (ov…",
        ], "\(result)")
    }

    @Test("show prints every field; show --json prints the list object")
    func show() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Write docs", "--body", "first\nsecond", "--deadline", "2999-12-31")
        let json = try await sandbox.run("show", id, "--json")
        let listed = try await sandbox.run("list", "--json")
        #expect(json.status == 0)
        #expect(json.lines == [try #require(listed.lines.dropFirst().first)])
        let fullID = try #require(try Self.objects(listed.output).first?["id"] as? String)

        let text = try await sandbox.run("show", String(id.prefix(4)))
        #expect(text.status == 0)
        #expect(text.lines[0] == "Write docs")
        #expect(text.lines[1].split(separator: " ") == ["id", Substring(fullID)])
        #expect(text.lines[2].split(separator: " ") == ["state", "TODO"])
        #expect(text.lines[3].split(separator: " ") == ["deadline", "Dec", "31,", "2999"])
        #expect(text.lines[4].hasPrefix("  created"))
        #expect(text.lines[5].hasPrefix("  updated"))
        #expect(Array(text.lines[6...]) == ["", "first", "second"])
        // The full id and upper case work as well as a prefix.
        #expect(try await sandbox.run("show", fullID.uppercased(), "--json").output == json.output)
    }

    @Test("edit changes only what it names; --no-deadline removes the deadline")
    func edit() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Draft", "--body", "old", "--deadline", "2999-01-01")
        let before = try #require(try Self.objects(try await sandbox.run("show", id, "--json").output.asArray()).first)

        let retitled = try await sandbox.run("edit", id, "--title", "Final", "--deadline", "2999-02-02")
        #expect(retitled.status == 0 && retitled.output == "Edited 'Final'.\n")
        var after = try #require(try Self.objects(try await sandbox.run("show", id, "--json").output.asArray()).first)
        #expect(after["title"] as? String == "Final" && after["body"] as? String == "old")
        #expect(after["deadline"] as? String == "2999-02-02")
        #expect(after["createdAt"] as? String == before["createdAt"] as? String)

        #expect(try await sandbox.run("edit", id, "--no-deadline", "--body", "").status == 0)
        after = try #require(try Self.objects(try await sandbox.run("show", id, "--json").output.asArray()).first)
        #expect(after["deadline"] is NSNull && after["body"] as? String == "" && after["title"] as? String == "Final")

        let same = try await sandbox.run("edit", id, "--title", "Final")
        #expect(same.status == 0 && same.output == "Nothing changed.\n")
    }

    @Test("move and delete print their history line; delete then show is not found")
    func moveAndDelete() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Ship it")
        let moved = try await sandbox.run("move", id, "doing")
        #expect(moved.status == 0 && moved.output == "Moved 'Ship it' from TODO to DOING.\n")
        let again = try await sandbox.run("move", id, "DOING")
        #expect(again.status == 0 && again.output == "'Ship it' is already in DOING.\n")
        let deleted = try await sandbox.run("delete", id)
        #expect(deleted.status == 0 && deleted.output == "Removed 'Ship it' from DOING.\n")
        let shown = try await sandbox.run("show", id)
        shown.expectFailure(1)
        #expect(shown.errorMessage == "No project '\(id)'.")
    }

    @Test("history lists every change newest first with its time; --limit and --json")
    func history() async throws {
        let sandbox = try Sandbox()
        #expect(try await sandbox.run("history").status == 0)
        let id = try await sandbox.add("One")
        _ = try await sandbox.run("edit", id, "--title", "Uno")
        _ = try await sandbox.run("move", id, "done")
        _ = try await sandbox.run("delete", id)
        let result = try await sandbox.run("history")
        #expect(result.status == 0)
        let columns = result.lines.map { $0.components(separatedBy: "  ").filter { !$0.isEmpty } }
        #expect(columns.map { $0.last ?? "" } == ["Removed 'Uno' from DONE.", "Moved 'Uno' from TODO to DONE.", "Edited 'Uno'.", "Added 'One'."])
        #expect(columns.allSatisfy { $0.count == 3 && $0[1] == sandbox.author })
        #expect(result.lines.allSatisfy { $0.contains(" at ") && $0.contains("20") })

        #expect(try await sandbox.run("history", "--limit", "2").lines.count == 2)
        let json = try await sandbox.run("history", "--json", "--limit", "1")
        let entry = try #require(try Self.objects(json.output).first)
        #expect(json.lines.count == 3)
        #expect(Self.keyOrder(json.lines[1]) == ["date", "author", "kind", "text"])
        #expect(entry["kind"] as? String == "change")
        #expect(entry["text"] as? String == "Removed 'Uno' from DONE.")
        #expect(entry["author"] as? String == sandbox.author)
        #expect((entry["date"] as? String).flatMap(isoDate) != nil)
    }

    @Test("undo and redo work across processes, and say when there is nothing to take back")
    func undoRedoAcrossProcesses() async throws {
        let sandbox = try Sandbox()
        sandbox.expectNothing(try await sandbox.run("undo"), "Nothing to undo.")
        _ = try await sandbox.add("Keep")
        let id = try await sandbox.add("Undo me")
        _ = try await sandbox.run("move", id, "doing")

        let undone = try await sandbox.run("undo")
        #expect(undone.status == 0 && undone.output.hasPrefix("Undone."))
        #expect(try await sandbox.run("list", "--state", "doing").output == "No projects match.\n")
        _ = try await sandbox.run("undo")
        #expect(try await sandbox.run("list", "--json").output.contains("Undo me") == false)
        let redone = try await sandbox.run("redo")
        #expect(redone.status == 0 && redone.output.hasPrefix("Redone."))
        #expect(try await sandbox.run("show", id, "--json").output.contains("\"state\":\"todo\""))
        _ = try await sandbox.run("redo")
        #expect(try await sandbox.run("show", id, "--json").output.contains("\"state\":\"doing\""))
        sandbox.expectNothing(try await sandbox.run("redo"), "Nothing to redo.")
        // A new change clears what could be redone.
        _ = try await sandbox.run("undo")
        _ = try await sandbox.add("New")
        sandbox.expectNothing(try await sandbox.run("redo"), "Nothing to redo.")
    }

    @Test("an ambiguous prefix is an error that lists the matches")
    func ambiguousPrefix() async throws {
        let sandbox = try Sandbox()
        let document = TransferTests.document([
            TransferTests.project(id: "abcd1111-0000-4000-8000-000000000001", title: "One"),
            TransferTests.project(id: "abcd2222-0000-4000-8000-000000000002", title: "Two"),
        ])
        #expect(try await sandbox.run("import", try sandbox.writeFile("two.json", document)).status == 0)
        let before = try sandbox.storeContents()
        for command in [["show", "abcd"], ["delete", "ABCD"], ["move", "abcd", "done"], ["edit", "abcd", "--title", "X"]] {
            let result = try await sandbox.run(command)
            result.expectFailure(1)
            #expect(result.errorMessage == "'abcd' matches 2 projects: abcd1111, abcd2222.", "\(command)")
        }
        #expect(try sandbox.storeContents() == before)
        #expect(try await sandbox.run("show", "abcd2").output.hasPrefix("Two\n"))
    }
}

extension Sandbox {
    /// Checks `result` is the refusal "Nothing to undo." / "Nothing to redo.", exit status 1.
    func expectNothing(_ result: RunResult, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        result.expectFailure(1, sourceLocation: sourceLocation)
        #expect(result.errorMessage == message, sourceLocation: sourceLocation)
    }
}

extension String {
    /// A single JSON object as a one-element array, so one reader serves `show --json` and `list --json`.
    func asArray() -> String { "[" + self + "]" }
}

/// The date of an ISO 8601 timestamp with milliseconds (`2026-11-22T09:05:00.000Z`), if it is one.
func isoDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
}
