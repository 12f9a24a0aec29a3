import CLI
import Foundation
import Testing

/// Failures found before or after the app runs (no usable HOME, a standard output that fails after a
/// change) speak the run's language too.
@MainActor
@Suite("Failures around a run in the run's language")
struct FailureLanguageTests {
    private final class Captured { var text = "" }

    private func run(_ arguments: [String], environment: [String: String], outputFails: Bool) async -> (Int32, String) {
        let captured = Captured()
        let console = Console(
            outputIsTerminal: false,
            output: { _ in if outputFails { throw POSIXError(.ENOSPC) } },
            errors: { captured.text += $0 }
        )
        let status = await CommandLineTool.run(arguments: arguments, environment: environment, console: console)
        return (status, captured.text)
    }

    @Test("a change saved under a failing output is reported as saved, in English or Korean")
    func savedButNotShown() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("pm-language-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let environment = ["PROJECT_MANAGER_STORE": store.path]
        let (status, english) = await run(["add", "Saved"], environment: environment, outputFails: true)
        #expect(status == 4)
        #expect(english.hasPrefix("error: the change was saved, but the output could not be written (No space left on device): "))
        #expect(english.contains(": Added 'Saved'.\nhint: do not run the command again"))
        let (koreanStatus, korean) = await run(["add", "저장됨", "--locale", "ko"], environment: environment, outputFails: true)
        #expect(koreanStatus == 4)
        #expect(korean.hasPrefix("error: 변경은 저장했지만 출력을 쓸 수 없었습니다"))
        let (readStatus, read) = await run(["list"], environment: environment.merging(["LANG": "ko_KR.UTF-8"]) { $1 }, outputFails: true)
        #expect(readStatus == 3 && read == "error: 출력을 쓸 수 없습니다: No space left on device\n")
    }

    @Test("an unusable HOME is explained with a way out, in English or Korean")
    func unusableHome() async {
        #expect(await run(["list"], environment: ["HOME": "relative"], outputFails: false) == (3,
            "error: HOME is 'relative', not an absolute path, so the store's place is unknown\n"
                + "hint: set HOME to your home directory, or PROJECT_MANAGER_STORE to the store's directory\n"))
        #expect(await run(["list", "--locale", "ko"], environment: ["HOME": ""], outputFails: false) == (3,
            "error: HOME이 ''(으)로 절대 경로가 아니어서 저장소 위치를 알 수 없습니다\n"
                + "hint: HOME을 홈 디렉터리로, 또는 PROJECT_MANAGER_STORE를 저장소 디렉터리로 설정하세요\n"))
    }
}
