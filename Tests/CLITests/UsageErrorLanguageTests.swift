import CLI
import Foundation
import Testing

/// Usage errors speak the run's language, chosen from `--locale` or the environment even though the
/// parser stopped before it could read the options.
@MainActor
@Suite("Usage errors in the run's language")
struct UsageErrorLanguageTests {
    private func standardError(_ arguments: [String], environment: [String: String] = [:]) async -> (Int32, String) {
        final class Captured { var text = "" }
        let captured = Captured()
        let console = Console(outputIsTerminal: false, output: { _ in }, errors: { captured.text += $0 })
        let status = await CommandLineTool.run(arguments: arguments, environment: environment, console: console)
        return (status, captured.text)
    }

    @Test("English by default, Korean with --locale ko or a Korean LANG")
    func language() async {
        #expect(await standardError(["frob"]) == (2, "error: unknown command 'frob'\nhint: see 'project-manager --help'\n"))
        #expect(await standardError(["frob", "--locale", "ko"]) == (2, "error: 알 수 없는 명령 'frob'입니다\nhint: 도움말: project-manager --help\n"))
        #expect(await standardError(["move", "3f2a"], environment: ["LANG": "ko_KR.UTF-8"])
            == (2, "error: 'move'에 STATE이(가) 필요합니다\nhint: 도움말: project-manager move --help\n"))
        #expect(await standardError(["--locale=en", "move", "3f2a"], environment: ["LANG": "ko_KR.UTF-8"])
            == (2, "error: 'move' needs STATE\nhint: see 'project-manager move --help'\n"))
    }

    @Test("every usage error the parser can raise has its own Korean text", arguments: [
        ["frob"], ["add"], ["add", "x", "--colour"], ["add", "x", "--deadline"], ["add", "-5"], ["list", "--json=yes"],
        ["list", "--state", "later"], ["move", "3f2a"], ["move", "3f2a", "soon"], ["delete", "a", "b"], ["edit", "3f2a"],
        ["edit", "3f2a", "--deadline", "2026-01-01", "--no-deadline"], ["history", "--limit", "0"], ["--locale", "fr"],
        ["--store", ""], ["help", "a", "b"], ["--json"], ["edit", "3f2a", "--deadline", ""], ["add", "x", "--deadline="],
    ])
    func everyErrorIsTranslated(arguments: [String]) throws {
        do {
            _ = try CommandLineParser.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(error.koreanMessage != error.message)
            #expect(error.koreanMessage.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        }
    }
}
