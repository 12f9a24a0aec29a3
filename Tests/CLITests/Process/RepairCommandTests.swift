import Foundation
import Testing

/// `project-manager repair` as a user runs it: what it prints in both languages, its exit statuses, and
/// what it leaves in the store.
@Suite("project-manager repair", .timeLimit(.minutes(5)))
struct RepairCommandTests {
    /// A store of Alpha, Beta and Gamma whose journal line for Beta (line 3) was edited, so that its
    /// checksum no longer matches; the line's id and start.
    static func damaged() async throws -> (sandbox: Sandbox, id: String, offset: Int) {
        let sandbox = try Sandbox()
        for title in ["Alpha", "Beta", "Gamma"] { _ = try await sandbox.add(title) }
        let journal = sandbox.store.appendingPathComponent("journal.jsonl")
        var lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[2] = lines[2].replacing(/"date":8/, with: #""date":9"#)
        try Data(lines.joined(separator: "\n").utf8).write(to: journal)
        let id = String(try #require(lines[2].firstMatch(of: /"id":"([0-9a-f]{8})/)).1)
        return (sandbox, id, lines[0].utf8.count + lines[1].utf8.count + 2)
    }

    @Test("on a healthy store it says so, exits 0 and changes nothing, in either language")
    func healthy() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Alpha")
        let before = try sandbox.storeContents()
        for (locale, line) in [("en", "The store is healthy: nothing to repair (\(sandbox.store.path))."),
                               ("ko", "저장소가 온전합니다. 복구할 것이 없습니다(\(sandbox.store.path)).")] {
            for arguments in [["repair"], ["repair", "--dry-run"]] {
                let result = try await sandbox.run(arguments + ["--locale", locale])
                #expect(result.status == 0 && result.lines == [line] && result.errors.isEmpty, "\(result)")
            }
        }
        #expect(try sandbox.storeContents() == before)
    }

    @Test("a damaged store: the error says to run repair, --dry-run reports and writes nothing, repair recovers the rest")
    func damagedStore() async throws {
        let (sandbox, id, offset) = try await Self.damaged()
        let listed = try await sandbox.run("list")
        listed.expectFailure(3)
        #expect(listed.errorMessage.hasSuffix("Run 'project-manager repair' to salvage what is intact."), "\(listed)")
        let before = try sandbox.storeContents()
        let damage = "  journal.jsonl line 3 (byte \(offset)), a change: id \(id), title 'Beta', by sam@sandbox "
            + "(its checksum does not match: the line was damaged or edited)"
        let dropped = "Dropped 1 undo step of sam@sandbox, which cannot be trusted: a change of theirs could not be read."

        let dryRun = try await sandbox.run("repair", "--dry-run")
        #expect(dryRun.status == 3)
        #expect(dryRun.lines == ["Can recover 2 of 3 projects and 2 of 3 history lines.", "1 line could not be read:", damage, dropped,
                                 "Nothing was written (--dry-run)."], "\(dryRun)")
        #expect(dryRun.errorLines == ["error: the store is damaged and was left as it is", "hint: run 'project-manager repair' to repair it"])
        #expect(try sandbox.storeContents() == before)

        let repaired = try await sandbox.run("repair")
        #expect(repaired.status == 0 && repaired.errors.isEmpty, "\(repaired)")
        let kept = try #require(try sandbox.storeContents().keys.first { $0.hasPrefix("journal.jsonl.damaged-") })
        #expect(kept.wholeMatch(of: /journal\.jsonl\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ/) != nil)
        #expect(repaired.lines == ["Recovered 2 of 3 projects and 2 of 3 history lines.", "1 line could not be read:", damage, dropped,
                                   "The damaged file is kept as \(kept).", "Repaired the store in \(sandbox.store.path)."], "\(repaired)")
        #expect(try sandbox.storeContents()[kept] == before["journal.jsonl"])
        #expect(try await sandbox.run("list").lines.dropFirst().map { $0.split(separator: " ").last.map(String.init) } == ["Alpha", "Gamma"])
        #expect(try await sandbox.run("undo").lines == ["Undone. Removed 'Gamma' from TODO."])
        #expect(try await sandbox.run("repair").lines.first?.hasPrefix("The store is healthy") == true)
    }

    @Test("in Korean")
    func korean() async throws {
        let (sandbox, id, offset) = try await Self.damaged()
        let dryRun = try await sandbox.run("repair", "--dry-run", "--locale", "ko")
        #expect(dryRun.status == 3)
        #expect(dryRun.lines == [
            "프로젝트 3개 중 2개, 히스토리 3줄 중 2줄을 살릴 수 있습니다.", "읽을 수 없는 줄 1개:",
            "  journal.jsonl 3번째 줄(바이트 \(offset)), 변경: ID \(id), 제목 'Beta', 작성자 sam@sandbox "
                + "(its checksum does not match: the line was damaged or edited)",
            "믿을 수 없는 sam@sandbox의 되돌리기 1개를 버립니다: 그 사람의 변경을 읽을 수 없었습니다.",
            "아무것도 쓰지 않았습니다(--dry-run).",
        ], "\(dryRun)")
        #expect(dryRun.errorLines == ["error: 저장소가 손상되었고 그대로 두었습니다", "hint: 복구하려면 'project-manager repair'를 실행하세요"])
        let listed = try await sandbox.run("list", "--locale", "ko")
        #expect(listed.errorMessage.hasSuffix("'project-manager repair'로 손상되지 않은 내용을 살릴 수 있습니다."), "\(listed)")
        let repaired = try await sandbox.run("repair", "--locale", "ko")
        #expect(repaired.status == 0)
        #expect(repaired.lines.first == "프로젝트 3개 중 2개, 히스토리 3줄 중 2줄을 살렸습니다.")
        #expect(repaired.lines.last == "\(sandbox.store.path)의 저장소를 복구했습니다.")
    }

    @Test("a store a newer release wrote is not repaired: exit 3, a hint, every byte kept")
    func newer() async throws {
        let sandbox = try Sandbox()
        try sandbox.writeStoreFile("journal.jsonl", "{\"version\":99,\"base\":0}\n")
        let before = try sandbox.storeContents()
        for arguments in [["repair"], ["repair", "--dry-run"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.contains("newer version"), "\(result)")
            #expect(result.errorLines.last == "hint: repair leaves it as it is: use the release that wrote it")
        }
        #expect(try sandbox.storeContents() == before)
    }

    @Test("usage: --help teaches it, extra words and a store on etcd are usage errors (exit 2)")
    func usage() async throws {
        let sandbox = try Sandbox()
        let help = try await sandbox.run("repair", "--help")
        #expect(help.status == 0 && help.output.contains("--dry-run") && help.output.contains("damaged-"), "\(help)")
        for arguments in [["repair", "now"], ["repair", "--dry-run=yes"], ["repair", "--force"],
                          ["repair", "--store", "etcd://127.0.0.1:9/board"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(2)
        }
        #expect(try sandbox.storeContents().isEmpty)
    }
}
