import App
import Presentation
import TerminalKit

/// The text of `--help`: the overview and each command's page, built from ``CommandSpec/all``.
public enum HelpText {
    /// The program's version, as `--version` prints it.
    public static let version = "project-manager 1.0.0"

    /// `project-manager --help`, in `language`, naming the store's default place on `platform`.
    public static func overview(in language: Language = .english, platform: Platform = .current) -> String {
        let data = platform.isApple ? "~/Library/Application Support/project-manager" : "~/.local/share/project-manager"
        let width = CommandSpec.all.map(\.name.count).max() ?? 0
        let commands = CommandSpec.all.map { "  \(pad($0.name, width + 2))\($0.summary(in: language))" }
        if language == .korean {
            return """
            project-manager: 터미널용 칸반 보드 (TODO · DOING · DONE).

            사용법:
              project-manager                   대화형 보드 (파이프로는 보드를 출력)
              project-manager 명령 [옵션]

            명령:
            \(commands.joined(separator: "\n"))

            \(globalOptions(in: language))

            예:
              project-manager add '릴리스 노트 쓰기' --deadline fri
              project-manager move 3f2a doing
              project-manager list --overdue

            프로젝트는 짧은 ID(add가 출력하는 16진수 8자리)나 4자리 이상의 고유한
            접두어로 가리킵니다. ID의 앞부분이 길게 같으면 list는 끝자리를
            출력합니다(…00000001, ...00000001로도 입력). 명령의 옵션과 예는
            'project-manager 명령 --help'로 보세요.

            저장소: --store DIR, 없으면 $PROJECT_MANAGER_STORE,
                    없으면 $XDG_DATA_HOME/project-manager,
                    없으면 \(data).
                    공유 보드: etcd://HOST:PORT[,…]/BOARD. TLS는 etcds://로, 멤버 인증서를
                    $PROJECT_MANAGER_ETCD_CA의 CA 파일(없으면 시스템 CA)로 검증합니다.
                    etcd://에 이 변수를 주면 오류입니다.
            작성자: $PROJECT_MANAGER_USER, 없으면 로그인@호스트. 기록에 이름이 남고,
                    undo와 redo는 내 변경만 다룹니다.
            종료 상태: 0 완료, 1 입력 거부 또는 프로젝트 없음, 2 사용법 오류,
                       3 저장소 오류.
            """
        }
        return """
        project-manager: a kanban board (TODO · DOING · DONE) for the terminal.

        Usage:
          project-manager                   the interactive board (printed on a pipe)
          project-manager COMMAND [options]

        Commands:
        \(commands.joined(separator: "\n"))

        \(globalOptions(in: language))

        Examples:
          project-manager add 'Write the release notes' --deadline 2026-12-01
          project-manager move 3f2a doing
          project-manager list --overdue

        A project is named by its short id (the 8 hex digits add prints) or any
        unique prefix of 4 or more; where ids share a long start, list prints an
        ending instead (…00000001, typed also as ...00000001). Run
        'project-manager COMMAND --help' for a command's options and examples.

        Store: --store DIR, else $PROJECT_MANAGER_STORE,
               else $XDG_DATA_HOME/project-manager,
               else \(data).
               A shared board: etcd://HOST:PORT[,…]/BOARD; etcds:// for TLS, the
               members' certificates verified against the CA file in
               $PROJECT_MANAGER_ETCD_CA (else the system's CAs; with etcd://, an error).
        Author: $PROJECT_MANAGER_USER, else login@host. The history names you, and
                undo and redo take back only your own changes.
        Exit status: 0 done; 1 input rejected or project not found; 2 usage error;
                     3 store error; 4 the change was saved but the output failed
                     (do not run it again).
        """
    }

    /// `project-manager COMMAND --help`, in `language`.
    public static func page(for spec: CommandSpec, in language: Language = .english) -> String {
        let korean = language == .korean
        var lines = ["\(korean ? "사용법" : "Usage"): \(spec.usage)", "", spec.summary(in: language) + ".", ""]
            + wrapped(spec.details(in: language), width: 78)
        if !spec.options.isEmpty {
            let labels = spec.options.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
            let width = labels.map(\.count).max() ?? 0
            lines += ["", korean ? "옵션:" : "Options:"]
            lines += zip(labels, spec.options).map { "  \(pad($0, width + 2))\(spec.help(of: $1, in: language))" }
        }
        let examples = korean ? "예:" : "Example\(spec.examples.count == 1 ? "" : "s"):"
        lines += ["", examples] + spec.examples.map { "  \($0)" }
        lines += ["", globalOptions(in: language)]
        return lines.joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` columns (Hangul takes two), so help reads
    /// well in 80 columns.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.displayWidth + 1 + DisplayWidth.of(word) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func globalOptions(in language: Language) -> String {
        language == .korean ? """
            공통 옵션:
              --store DIR     DIR에 있는 저장소를 씁니다
              --locale en|ko  출력 언어 (없으면 LC_ALL, LC_MESSAGES, LANG에서)
              --no-color      색을 쓰지 않습니다 (NO_COLOR, TERM=dumb도 같음)
              -h, --help      도움말을 보여 줍니다
              -V, --version   버전을 보여 줍니다
            """ : """
            Global options:
              --store DIR     Use the store in DIR
              --locale en|ko  Language of the output (else from LC_ALL, LC_MESSAGES or LANG)
              --no-color      Never colour the output (NO_COLOR and TERM=dumb do the same)
              -h, --help      Show help
              -V, --version   Show the version
            """
    }
}
