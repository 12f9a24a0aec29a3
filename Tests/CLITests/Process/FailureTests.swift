import Foundation
import Testing

/// Bad input of every kind: the right exit status, one `error:` line (and maybe a `hint:`), nothing on
/// stdout, and a store that is byte-for-byte what it was.
@Suite("project-manager failures", .timeLimit(.minutes(5)))
struct FailureTests {
    /// A sandbox holding one project, `abcd…`, so commands that take an id have something to find.
    static func seeded() async throws -> Sandbox {
        let sandbox = try Sandbox()
        let file = try sandbox.writeFile("seed.json", TransferTests.document([
            TransferTests.project(id: "abcd1234-0000-4000-8000-000000000001", title: "Seed"),
        ]))
        try #require(try await sandbox.run("import", file).status == 0)
        return sandbox
    }

    static let longTitle = String(repeating: "t", count: 101)
    static let longBody = String(repeating: "b", count: 1001)

    @Test("usage errors exit 2", arguments: [
        ["frobnicate"], ["lsit"], ["--frobnicate"], ["board", "--json"], ["add"], ["add", "T", "--deadline"],
        ["add", "T", "--state", "later"], ["list", "--state", "soon"], ["list", "extra"], ["show"],
        ["show", "abcd", "abcd"], ["edit", "abcd"], ["edit", "abcd", "--deadline", "2026-01-01", "--no-deadline"],
        ["move", "abcd"], ["move"], ["move", "abcd", "later"], ["move", "abcd", "done", "now"], ["delete"],
        ["history", "--limit", "0"], ["history", "--limit", "many"], ["undo", "twice"], ["import"],
        ["export", "file.json"], ["--locale", "fr", "board"], ["--store"], ["--store", "", "add", "T"], ["--store=", "list"], ["list", "--json=yes"], ["-x"],
        ["help", "nothing"], ["nothing", "--help"], ["edit", "abcd", "--deadline", ""], ["add", "T", "--deadline="],
    ])
    func usage(arguments: [String]) async throws {
        let sandbox = try await Self.seeded()
        let before = try sandbox.storeContents()
        let result = try await sandbox.run(arguments)
        result.expectFailure(2)
        #expect(try sandbox.storeContents() == before)
    }

    @Test("an unknown command suggests the nearest one")
    func suggestion() async throws {
        let result = try await Sandbox().run("lsit")
        #expect(result.errorLines == ["error: unknown command 'lsit'", "hint: did you mean 'list'? see 'project-manager --help'"])
    }

    @Test("every rule of a title, body and deadline is refused with exit 1", arguments: [
        (["add", "   "], "Title is required."),
        (["add", longTitle], "Title is 101 characters; the limit is 100."),
        (["add", "two\nlines"], "Title must be one line."),
        (["add", "bell\u{7}"], "Title contains the control character U+0007."),
        (["add", "escape\u{1B}[31m"], "Title contains the control character U+001B."),
        (["add", "T", "--body", longBody], "Body is 1001 characters; the limit is 1000."),
        // (A NUL cannot travel in an argument: the C string ends there.)
        (["add", "T", "--body", "soh\u{1}"], "Body contains the control character U+0001; only newline and tab are allowed."),
        (["add", "T", "--body", "cr\r\n"], "Body contains the control character U+000D; only newline and tab are allowed."),
        (["add", "T", "--deadline", "next week"],
         "Deadline 'next week' is not a day; use YYYY-MM-DD, today, tomorrow, +3d, +2w or a weekday (mon…sun)."),
        (["add", "T", "--deadline", "2026-02-30"], "Deadline '2026-02-30' is not a day on the calendar."),
        (["add", "T", "--deadline", "2026-13-01"], "Deadline '2026-13-01' is not a day on the calendar."),
        (["edit", "abcd", "--title", ""], "Title is required."),
        (["edit", "abcd", "--body", longBody], "Body is 1001 characters; the limit is 1000."),
        (["edit", "abcd", "--deadline", "1/2/2026"], "Deadline '1/2/2026' is not a day; use YYYY-MM-DD, today, tomorrow, +3d, +2w or a weekday (mon…sun)."),
    ])
    func rules(arguments: [String], message: String) async throws {
        let sandbox = try await Self.seeded()
        let before = try sandbox.storeContents()
        let result = try await sandbox.run(arguments)
        result.expectFailure(1)
        #expect(result.errorMessage == message)
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a body of 1000 user-perceived characters is accepted even when it has more code points")
    func bodyCountsCharacters() async throws {
        let sandbox = try Sandbox()
        let body = String(repeating: "e\u{301}", count: 1000) // 2000 scalars, 1000 characters
        #expect(try await sandbox.run("add", "Accents", "--body", body).status == 0)
        #expect(try await sandbox.run("add", "Accents", "--body", body + "e").status == 1)
    }

    @Test("an id that is not one, or matches nothing, is refused with exit 1", arguments: [
        (["show", "xyz"], "'xyz' is not a project id; use a full id, at least 4 of its first hex digits, or its last ones after … (or ...)."),
        (["show", "abc"], "'abc' is not a project id; use a full id, at least 4 of its first hex digits, or its last ones after … (or ...)."),
        (["show", "ffff"], "No project 'ffff'."),
        (["edit", "ffff", "--title", "T"], "No project 'ffff'."),
        (["move", "ffff", "done"], "No project 'ffff'."),
        (["delete", "ffff"], "No project 'ffff'."),
    ])
    func notFound(arguments: [String], message: String) async throws {
        let sandbox = try await Self.seeded()
        let before = try sandbox.storeContents()
        let result = try await sandbox.run(arguments)
        result.expectFailure(1)
        #expect(result.errorMessage == message)
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a corrupt store is an error naming the file, never an empty board, and is left untouched",
          arguments: [["board"], ["list", "--json"], ["add", "New"], ["undo"], ["export"], ["history"]])
    func corruptStore(arguments: [String]) async throws {
        let sandbox = try await Self.seeded()
        let journal = sandbox.store.appendingPathComponent("journal.jsonl")
        var damaged = try Data(contentsOf: journal)
        damaged.append(contentsOf: Array("{\"event\": garbage}\n{\"more\":1}\n".utf8))
        try damaged.write(to: journal)
        let before = try sandbox.storeContents()
        let result = try await sandbox.run(arguments)
        result.expectFailure(3)
        #expect(result.errorMessage.hasPrefix(journal.path + " is corrupt"), "\(result)")
        #expect(!result.errors.contains("//"))
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a store written by a newer version is refused with exit 3 and left untouched", arguments: [["list"], ["add", "New"]])
    func newerVersion(arguments: [String]) async throws {
        let sandbox = try Sandbox()
        try sandbox.writeStoreFile("journal.jsonl", "{\"version\":99,\"base\":0}\n")
        let before = try sandbox.storeContents()
        let result = try await sandbox.run(arguments)
        result.expectFailure(3)
        #expect(result.errorMessage.contains("newer version"), "\(result)")
        #expect(result.errorMessage.contains(sandbox.store.appendingPathComponent("journal.jsonl").path))
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a store that cannot be created is a storage error, exit 3")
    func notWritable() async throws {
        let sandbox = try Sandbox()
        // A regular file where a directory should be: refused even for root, unlike a read-only mode.
        let file = try sandbox.writeFile("not-a-directory", Data("x".utf8))
        for store in [file + "/store", file + "/deeper/store"] {
            let result = try await sandbox.run(["add", "T"], environment: ["PROJECT_MANAGER_STORE": store])
            result.expectFailure(3)
            #expect(result.errorMessage == "Cannot write \(file): not a directory.", "\(result)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("x".utf8))
    }
}
