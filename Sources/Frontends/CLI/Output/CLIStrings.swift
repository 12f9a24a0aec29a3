import App
import Foundation
import Presentation

/// The CLI's own sentences, in the run's language. (The screens' texts, history lines and error messages
/// come from Presentation's `Localizer`, shared with the other frontends.)
struct CLIStrings {
    let localizer: Localizer

    func text(_ english: String, _ korean: String) -> String {
        localizer.text(english, korean)
    }

    var emptyBoard: String { text("No projects yet. Add one: project-manager add TITLE", "프로젝트가 없습니다. 추가하려면: project-manager add 제목") }
    var noMatches: String { text("No projects match.", "조건에 맞는 프로젝트가 없습니다.") }
    var overdueMark: String { text("overdue", "기한 지남") }
    var idLabel: String { text("id", "ID") }
    var stateLabel: String { text("state", "상태") }
    var deadlineLabel: String { text("deadline", "마감일") }
    var createdLabel: String { text("created", "만든 때") }
    var updatedLabel: String { text("updated", "고친 때") }
    var noDeadline: String { text("none", "없음") }
    var listHeader: [String] { [text("ID", "ID"), text("STATE", "상태"), text("DEADLINE", "마감일"), text("TITLE", "제목")] }

    func cannotRead(_ path: String, _ reason: String) -> String {
        text("Cannot read \(path): \(reason).", "\(path) 파일을 읽을 수 없습니다: \(reason).")
    }
    var noSuchFile: String { text("no such file", "파일이 없습니다") }
    var permissionDenied: String { text("permission denied", "권한이 없습니다") }
    var isDirectory: String { text("it is a directory", "디렉터리입니다") }
    func savedButNotShown(_ reason: String, _ change: String) -> String {
        text("the change was saved, but the output could not be written (\(reason)): \(change)",
             "변경은 저장했지만 출력을 쓸 수 없었습니다(\(reason)): \(change)")
    }
    var doNotRepeat: String {
        text("do not run the command again; 'project-manager history' lists the change",
             "명령을 다시 실행하지 마세요. 'project-manager history'에서 변경을 확인할 수 있습니다")
    }
    func cannotWriteOutput(_ reason: String) -> String {
        text("cannot write the output: \(reason)", "출력을 쓸 수 없습니다: \(reason)")
    }
    func configurationProblem(_ error: ConfigurationError) -> (message: String, hint: String) {
        switch error {
        case let .unusableHome(home):
            (text(error.description, "HOME이 '\(home)'(으)로 절대 경로가 아니어서 저장소 위치를 알 수 없습니다"),
             text(error.hint, "HOME을 홈 디렉터리로, 또는 PROJECT_MANAGER_STORE를 저장소 디렉터리로 설정하세요"))
        case let .unknownStoreScheme(scheme, known):
            (text(error.description, "\(scheme)://는 이 프로그램이 여는 저장소가 아닙니다"),
             text(error.hint, known.isEmpty ? "디렉터리를 지정하세요"
                 : "디렉터리나 \(known.map { "\($0)://" }.joined(separator: " 또는 "))로 시작하는 주소를 지정하세요"))
        case let .misspelledStoreAddress(given, scheme):
            (text(error.description, "'\(given)'은(는) 잘못 쓴 주소입니다: \(scheme)://처럼 시작하지만 그 형식이 아닙니다"),
             text(error.hint, "\(scheme)://HOST:PORT/BOARD 형식으로 쓰세요"))
        case let .store(problem):
            (text(problem.message.english, problem.message.korean), text(problem.hint.english, problem.hint.korean))
        }
    }
    var standardInput: String { text("standard input", "표준 입력") }
    var inputClosed: String { text("it is closed", "닫혀 있습니다") }
    func tooLarge(_ limit: Int) -> String {
        text("it is larger than \(limit >> 20) MiB, the most an import reads", "가져오기가 읽는 최대 크기 \(limit >> 20)MiB보다 큽니다")
    }
}

extension CLIStrings {
    /// The sentences of a run that has no app yet (or any more), in the language `--locale` or the
    /// environment chooses.
    @MainActor
    init(arguments: [String], environment: [String: String]) {
        self.init(localizer: Localizer(language: LanguageChoice.resolve(flag: CommandLineTool.localeFlag(in: arguments), environment: environment)))
    }
}
