import Foundation
import Testing

/// `history` says which lines took a change back and which applied it again, in both languages and in
/// `--json`, so that an undone add never reads as a deliberate removal.
@Suite("history of undo and redo", .timeLimit(.minutes(5)))
struct HistoryKindTests {
    /// The sentence of each line of `history`, after its time and author.
    private static func texts(_ result: RunResult) -> [String] {
        result.lines.map { $0.components(separatedBy: "  ").filter { !$0.isEmpty }.last ?? "" }
    }

    @Test("an undo and a redo name the change they took back or applied again, in English and Korean, and --json says the kind")
    func undoAndRedoInHistory() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("u5")
        #expect(try await sandbox.run("undo").status == 0)
        let plan = try await sandbox.add("Plan")
        #expect(try await sandbox.run("edit", plan, "--title", "Alice plan").status == 0)
        #expect(try await sandbox.run("undo").status == 0)
        #expect(try await sandbox.run("redo").status == 0)

        let english = try await sandbox.run("history")
        #expect(english.status == 0 && english.errors.isEmpty, "\(english)")
        #expect(Self.texts(english) == [
            "Redid: Edited 'Alice plan'.", "Undid: Edited 'Alice plan'.", "Edited 'Alice plan'.", "Added 'Plan'.",
            "Undid: Added 'u5'.", "Added 'u5'.",
        ])
        let korean = try await sandbox.run(["history"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(Self.texts(korean) == [
            "다시 실행: 'Alice plan'을(를) 수정했습니다.", "되돌림: 'Alice plan'을(를) 수정했습니다.", "'Alice plan'을(를) 수정했습니다.",
            "'Plan'을(를) 추가했습니다.", "되돌림: 'u5'을(를) 추가했습니다.", "'u5'을(를) 추가했습니다.",
        ])
        let json = try await sandbox.run("history", "--json")
        let entries = try CommandTests.objects(json.output)
        #expect(entries.map { $0["kind"] as? String } == ["redo", "undo", "change", "change", "undo", "change"])
        #expect(entries.map { $0["text"] as? String } == Self.texts(english))
    }
}
