@testable import CLI
import Foundation
import Testing
import TerminalKit

/// Everything a Korean user reads, help pages and import errors included, in Korean: chosen by `--locale`
/// or the environment, through the same localizer as the board's texts.
@Suite("project-manager in Korean", .timeLimit(.minutes(5)))
struct KoreanTests {
    @Test("every command and option has its Korean help")
    func everyTextHasItsKorean() {
        for spec in CommandSpec.all {
            let korean = CommandSpec.korean[spec.name]
            #expect(korean != nil, "\(spec.name)")
            #expect(Set(korean?.options.keys.map { $0 } ?? []) == Set(spec.options.map(\.name)), "\(spec.name)")
        }
    }

    @Test("--help and each command's page speak Korean with --locale ko or LANG=ko_KR, within 80 columns")
    func helpPages() async throws {
        let sandbox = try Sandbox()
        let overview = try await sandbox.run("--help", "--locale", "ko")
        #expect(overview.status == 0)
        #expect(overview.output.contains("명령:") && overview.output.contains("공통 옵션:"))
        for spec in CommandSpec.all {
            #expect(overview.output.contains("  \(spec.name)"), "\(spec.name)")
            let page = try await sandbox.run([spec.name, "--help"], environment: ["LANG": "ko_KR.UTF-8"])
            #expect(page.status == 0)
            #expect(page.output.hasPrefix("사용법: project-manager \(spec.name)"), "\(spec.name)")
            #expect(page.output.contains(try #require(CommandSpec.korean[spec.name]).summary + "."), "\(spec.name)")
            for line in page.lines { #expect(line.displayWidth <= 80, "\(spec.name): \(line)") }
        }
        #expect(try await sandbox.run("help", "list", "--locale", "ko").output.contains("--due DATE     그날 마감인 프로젝트만"))
        #expect(try await sandbox.run("--help").output.contains("Commands:"))  // English stays the default
    }

    @Test("import errors speak Korean too, naming the item and the field")
    func importErrors() async throws {
        let sandbox = try Sandbox()
        let document = TransferTests.document([
            TransferTests.project(id: "0a1b2c3d-0000-4000-8000-000000000001", title: "T"),
            TransferTests.project(id: "0a1b2c3d-0000-4000-8000-000000000002", title: "T", state: "later"),
        ])
        let file = try sandbox.writeFile("bad.json", document)
        let korean = try await sandbox.run("import", file, "--locale", "ko")
        korean.expectFailure(1)
        #expect(korean.errorMessage == "문서의 2번째 항목: state 'later'은(는) todo, doing, done 중 하나가 아닙니다.")
        let english = try await sandbox.run("import", file)
        #expect(english.errorMessage == "Item 2 of the document: state 'later' is not todo, doing or done.")
        let empty = try await sandbox.run("import", try sandbox.writeFile("empty.json", Data()), "--locale", "ko")
        #expect(empty.errorMessage == "문서가 비어 있습니다.")
        let lines = Data(#"{"uuid": "x", "description": "d", "status": "pending", "entry": "20261120T080000Z"}"#.utf8)
        let taskwarrior = try await sandbox.run("import", try sandbox.writeFile("tasks.json", lines), "--locale", "ko")
        #expect(taskwarrior.errorMessage == "문서의 1번째 항목: uuid 'x'은(는) UUID가 아닙니다.")
    }
}
