import Foundation
import Testing

/// Two people sharing one store directory, each running `project-manager` in their own environment:
/// the history names who did what, and each one's undo takes back their own change, never the other's.
@Suite("Two people, one store directory", .timeLimit(.minutes(5)))
struct SharedDirectoryTests {
    private let alice: [String: String?] = ["PROJECT_MANAGER_USER": "alice@one"]
    private let bob: [String: String?] = ["PROJECT_MANAGER_USER": "bob@two"]

    private func add(_ title: String, as person: [String: String?], in sandbox: Sandbox) async throws -> String {
        let result = try await sandbox.run(["add", title], environment: person)
        try #require(result.status == 0, "add failed: \(result.errors)")
        return result.output.trimmingCharacters(in: .newlines)
    }

    private func titles(in sandbox: Sandbox) async throws -> [String] {
        let list = try await sandbox.run("list", "--json")
        return try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]]).compactMap { $0["title"] as? String }.sorted()
    }

    @Test("each undoes their own change; an undo is refused, changing nothing, when the other changed the project since")
    func eachUndoesTheirOwn() async throws {
        let sandbox = try Sandbox()
        let plan = try await add("Plan", as: alice, in: sandbox)
        _ = try await add("Notes", as: bob, in: sandbox)

        // Alice's undo takes back her add, not Bob's newer one.
        let undone = try await sandbox.run(["undo"], environment: alice)
        #expect(undone.status == 0 && undone.output == "Undone. Removed 'Plan' from TODO.\n")
        #expect(try await titles(in: sandbox) == ["Notes"])
        #expect(try await sandbox.run(["redo"], environment: alice).status == 0)
        #expect(try await titles(in: sandbox) == ["Notes", "Plan"])

        // Bob moves Alice's project: her undo (the redone add) would remove his work, so it is refused.
        #expect(try await sandbox.run(["move", plan, "doing"], environment: bob).status == 0)
        let before = try sandbox.storeContents()
        let refused = try await sandbox.run(["undo"], environment: alice)
        refused.expectFailure(1)
        #expect(refused.errorLines == ["error: Cannot undo: bob@two moved 'Plan' from TODO to DOING since. Nothing was changed."])
        #expect(try sandbox.storeContents() == before)

        // Bob's undo takes back his own move; then Alice's goes through.
        let bobsUndo = try await sandbox.run(["undo"], environment: bob)
        #expect(bobsUndo.output == "Undone. Moved 'Plan' from DOING to TODO.\n")
        #expect(try await sandbox.run(["undo"], environment: alice).status == 0)
        #expect(try await titles(in: sandbox) == ["Notes"])

        // The history names who did each change, newest first.
        let history = try await sandbox.run(["history", "--json"], environment: alice)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(history.output.utf8)) as? [[String: Any]])
        #expect(entries.compactMap { $0["author"] as? String } == ["alice@one", "bob@two", "bob@two", "alice@one", "alice@one", "bob@two", "alice@one"])
    }

    @Test("in Korean, the refusal names who and what too")
    func refusalInKorean() async throws {
        let sandbox = try Sandbox()
        let plan = try await add("Plan", as: alice, in: sandbox)
        #expect(try await sandbox.run(["move", plan, "done"], environment: bob).status == 0)
        let refused = try await sandbox.run(["--locale", "ko", "undo"], environment: alice)
        refused.expectFailure(1)
        #expect(refused.errorMessage == "되돌릴 수 없습니다. 그 뒤에 bob@two이(가) 바꿨습니다: 'Plan'을(를) TODO에서 DONE(으)로 옮겼습니다. 아무것도 바꾸지 않았습니다.")
    }

    @Test("without PROJECT_MANAGER_USER the author is login@host")
    func defaultAuthorIsLoginAtHost() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.run(["add", "Mine"], environment: ["PROJECT_MANAGER_USER": nil])
        let history = try await sandbox.run("history", "--json")
        let entry = try #require((try JSONSerialization.jsonObject(with: Data(history.output.utf8)) as? [[String: Any]])?.first)
        let host = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? ""
        let author = try #require(entry["author"] as? String)
        #expect(author.hasSuffix("@" + host) && author.count > host.count + 1, "\(author)")
    }
}
