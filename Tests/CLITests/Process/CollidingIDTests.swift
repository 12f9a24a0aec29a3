import Foundation
import Testing

/// Projects whose 8-digit short ids are equal (imported ids, or plain bad luck): every output names each
/// by a handle that finds it: a longer prefix, or the end of an id that shares a long start.
@Suite("project-manager with colliding short ids", .timeLimit(.minutes(5)))
struct CollidingIDTests {
    static let ids = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002",
                      "00000000-1000-4000-8000-000000000003", "abcdef01-0000-4000-8000-000000000004"]

    /// A store holding one project per id, titled `title` and the id's last `digits` digits.
    static func sandbox(ids: [String] = ids, title: String = "P", digits: Int = 1) async throws -> Sandbox {
        let sandbox = try Sandbox()
        let document = TransferTests.document(ids.map { TransferTests.project(id: $0, title: title + $0.suffix(digits)) })
        let imported = try await sandbox.run("import", try sandbox.writeFile("ids.json", document))
        #expect(imported.status == 0)
        return sandbox
    }

    @Test("an ambiguous prefix lists each match by the handle that tells it apart, and each of those works")
    func ambiguousPrefix() async throws {
        let sandbox = try await Self.sandbox()
        let result = try await sandbox.run("show", "0000")
        #expect(result.status == 1 && result.output.isEmpty)
        let prefixes = ["…00000001", "…00000002", "00000000-1"]
        #expect(result.errors == "error: '0000' matches 3 projects: \(prefixes.joined(separator: ", ")).\n")
        for (prefix, title) in zip(prefixes, ["P1", "P2", "P3"]) {
            #expect(try await sandbox.run("show", prefix).output.contains(title))
        }
    }

    @Test("list and board show the handles where the short ids collide, the short id elsewhere")
    func listings() async throws {
        let sandbox = try await Self.sandbox()
        let list = try await sandbox.run("list")
        #expect(list.lines.dropFirst().map { String($0.prefix { $0 != " " }) }
            == ["…00000001", "…00000002", "00000000-1", "abcdef01"])
        let board = try await sandbox.run("board", environment: ["COLUMNS": "200"])
        for id in ["…00000001 P1", "…00000002 P2", "00000000-1 P3", "abcdef01 P4"] {
            #expect(board.output.contains(id), "\(id)")
        }
    }

    @Test("sequential ids: board, list and completion print short handles; show, move, edit and delete take them; JSON keeps full ids")
    func sequentialIDs() async throws {
        let ids = (1...40).map { String(format: "00000000-0000-0000-0000-%012x", $0) }
        let sandbox = try await Self.sandbox(ids: ids, title: "Task ", digits: 2)
        let board = try await sandbox.run("board", environment: ["COLUMNS": "120"])
        #expect(board.output.contains("…00000001 Task 01") && board.output.contains("…00000028 Task 28"))
        #expect(!board.output.contains("00000000-0000"))
        let list = try await sandbox.run("list")
        let handles = list.lines.dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(Set(handles) == Set(ids.map { "…" + $0.suffix(8) }))
        let completion = try await sandbox.run("completion", "ids")
        #expect(completion.lines.map { String($0.prefix { $0 != "\t" }) }.sorted() == handles.sorted())
        #expect(try await sandbox.run("show", "…00000011").output.contains("Task 11"))
        #expect(try await sandbox.run("move", "…00000011", "doing").status == 0)
        #expect(try await sandbox.run("edit", "...0012", "--title", "Renamed").status == 0)
        #expect(try await sandbox.run("delete", ".00000013").status == 0)
        let json = try await sandbox.run("list", "--json").output
        #expect(json.contains("\"00000000-0000-0000-0000-000000000011\"") && !json.contains("…"))
        let after = try await sandbox.run("list").lines.joined(separator: "\n")
        #expect(after.contains("…00000011  DOING") && after.contains("Renamed") && !after.contains("Task 13"))
        #expect(try await sandbox.run("show", "0000").errors.contains("'0000' matches 39 projects: …00000001, …00000002, "))
        #expect(try await sandbox.run("show", "…ffff").errors == "error: No project '…ffff'.\n")
    }

    @Test("on a narrow board a handle read from the end takes one column for its mark: a long title is cut at the column's width")
    func narrowBoard() async throws {
        let sandbox = try await Self.sandbox(ids: (1...3).map { String(format: "00000000-0000-0000-0000-%012x", $0) }, title: "A long title for ", digits: 2)
        // 66 columns: three columns of 20, two gaps of 3.
        let board = try await sandbox.run("board", environment: ["COLUMNS": "66"])
        #expect(board.lines.contains("…00000001 A long ti…"), "\(board.output)")
        #expect(!board.output.contains("A long tit"))
    }
}
