import Foundation
import Testing

/// Input a careless script or a hostile user hands over: closed or odd standard input, pipes, endless
/// devices, huge environment values, instants an export could not write, bidi controls in titles. Each
/// gets a clear answer, never a crash.
@Suite("project-manager on odd input", .timeLimit(.minutes(5)))
struct HostileInputTests {
    static let document = TransferTests.document([
        TransferTests.project(id: "0a1b2c3d-0000-4000-8000-000000000001", title: "From a pipe"),
    ])

    @Test("import - with standard input closed, or a directory on it, says so", arguments: [
        ("\"$PM\" import - <&-", "Cannot read standard input: it is closed."),
        ("\"$PM\" import - < /", "Cannot read standard input: it is a directory."),
        ("\"$PM\" import /", "Cannot read /: it is a directory."),
        ("\"$PM\" import /nonexistent.json", "Cannot read /nonexistent.json: no such file."),
    ])
    func unreadableInput(script: String, message: String) async throws {
        let sandbox = try Sandbox()
        let result = try await sandbox.shell(script)
        result.expectFailure(1)
        #expect(result.errorMessage == message, "\(result)")
        #expect(try sandbox.storeContents().isEmpty)
    }

    @Test("import reads pipes to their end: /dev/stdin, <(…) and /dev/fd/N", arguments: [
        "cat \"$FILE\" | \"$PM\" import /dev/stdin", "\"$PM\" import <(cat \"$FILE\")", "\"$PM\" import /dev/fd/3 3< \"$FILE\"",
    ])
    func pipes(script: String) async throws {
        let sandbox = try Sandbox()
        let file = try sandbox.writeFile("doc.json", Self.document)
        let result = try await sandbox.shell(script, environment: ["FILE": file])
        #expect(result.status == 0 && result.output == "Imported: 1 added, 0 updated, 0 unchanged.\n", "\(result)")
    }

    @Test("an endless input is refused at the documented size, with the true reason")
    func endlessInput() async throws {
        let sandbox = try Sandbox()
        let result = try await sandbox.run("import", "/dev/zero")
        result.expectFailure(1)
        #expect(result.errorMessage == "Cannot read /dev/zero: it is larger than 512 MiB, the most an import reads.", "\(result)")
    }

    @Test("an instant an offset moves past the year 9999 is refused; the last writable one round-trips")
    func instantsAtTheEdges() async throws {
        let sandbox = try Sandbox()
        let id = "0a1b2c3d-0000-4000-8000-000000000001"
        let late = try sandbox.writeFile("late.json", TransferTests.document([
            TransferTests.project(id: id, title: "Late", createdAt: "9999-12-31T23:59:59-00:01"),
        ]))
        let refused = try await sandbox.run("import", late)
        refused.expectFailure(1)
        #expect(refused.errorMessage.contains("outside the years 1 to 9999"), "\(refused)")
        #expect(try sandbox.storeContents().isEmpty)

        let last = try sandbox.writeFile("last.json", TransferTests.document([
            TransferTests.project(id: id, title: "Last", createdAt: "9999-12-31T23:59:59.999Z", updatedAt: "0001-01-01T00:00:00.000Z"),
        ]))
        #expect(try await sandbox.run("import", last).status == 0)
        let exported = try await sandbox.run("export")
        #expect(exported.status == 0 && exported.output.contains("9999-12-31T23:59:59.999Z") && exported.output.contains("0001-01-01T00:00:00.000Z"))
        let again = try Sandbox()
        #expect(try await again.run("import", try again.writeFile("again.json", Data(exported.output.utf8))).status == 0)
        #expect(try await again.run("export").output == exported.output)
        let listed = try await sandbox.run("list", "--json")
        #expect(listed.status == 0 && !listed.output.contains("unavailable"), "\(listed)")
    }

    @Test("a huge COLUMNS is clamped to a sane width, never allocated", arguments: ["9223372036854775807", "100000"])
    func hugeColumns(columns: String) async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Wide")
        let result = try await sandbox.run("board", environment: ["COLUMNS": columns])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.allSatisfy { $0.count <= 1_000 }, "\(result.lines.map(\.count))")
    }

    @Test("edit shows a title with bidi controls made safe, like every other command")
    func editSanitizesItsEcho() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Plain")
        let result = try await sandbox.run("edit", id, "--title", "abc\u{200F}def\u{061C}ghi")
        #expect(result.status == 0, "\(result)")
        #expect(result.output.hasPrefix("Edited 'abc"), "\(result)")
        #expect(!result.output.unicodeScalars.contains { $0 == "\u{200F}" || $0 == "\u{061C}" }, "\(result)")
        let moved = try await sandbox.run("move", id, "doing")
        #expect(!moved.output.unicodeScalars.contains { $0 == "\u{200F}" || $0 == "\u{061C}" }, "\(moved)")
    }
}
