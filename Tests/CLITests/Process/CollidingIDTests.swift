import Foundation
import Testing

/// Projects whose 8-digit short ids are equal (imported ids, or plain bad luck): every output names each
/// by a prefix that finds it.
@Suite("project-manager with colliding short ids", .timeLimit(.minutes(5)))
struct CollidingIDTests {
    static let ids = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002",
                      "00000000-1000-4000-8000-000000000003", "abcdef01-0000-4000-8000-000000000004"]

    /// A store holding one project per id, titled by its last digit.
    static func sandbox() async throws -> Sandbox {
        let sandbox = try Sandbox()
        let document = TransferTests.document(ids.map { TransferTests.project(id: $0, title: "P\($0.suffix(1))") })
        let imported = try await sandbox.run("import", try sandbox.writeFile("ids.json", document))
        #expect(imported.status == 0)
        return sandbox
    }

    @Test("an ambiguous prefix lists each match by the prefix that tells it apart, and each of those works")
    func ambiguousPrefix() async throws {
        let sandbox = try await Self.sandbox()
        let result = try await sandbox.run("show", "0000")
        #expect(result.status == 1 && result.output.isEmpty)
        let prefixes = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002", "00000000-1"]
        #expect(result.errors == "error: '0000' matches 3 projects: \(prefixes.joined(separator: ", ")).\n")
        for (prefix, title) in zip(prefixes, ["P1", "P2", "P3"]) {
            #expect(try await sandbox.run("show", prefix).output.contains(title))
        }
    }

    @Test("list and board show the longer ids where the short ones collide, the short id elsewhere")
    func listings() async throws {
        let sandbox = try await Self.sandbox()
        let list = try await sandbox.run("list")
        #expect(list.lines.dropFirst().map { String($0.prefix { $0 != " " }) }
            == ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002", "00000000-1", "abcdef01"])
        let board = try await sandbox.run("board", environment: ["COLUMNS": "200"])
        for id in ["00000000-0000-4000-8000-000000000001 P1", "00000000-1 P3", "abcdef01 P4"] {
            #expect(board.output.contains(id), "\(id)")
        }
    }
}
