import Presentation

extension CommandSpec {
    /// The Korean of every command's summary, details and option help, by command name. A test checks
    /// that each command and option of ``all`` has its Korean here, so a new one cannot be forgotten.
    static let korean: [String: (summary: String, details: String, options: [String: String])] = [
        "board": ("TODO, DOING, DONE 세 열을 개수와 함께 출력합니다",
                  "TODO, DOING, DONE을 나란히 출력합니다. 프로젝트마다 짧은 ID, 본문 앞 3줄, 마감일을 보여 주며, 터미널에서는 기한이 지난 마감일이 빨간색입니다.",
                  [:]),
        "add": ("프로젝트를 추가합니다 (--state가 없으면 TODO에)",
                "프로젝트를 추가하고 짧은 ID를 출력합니다. 명령 뒤의 단어들은 공백으로 이어 제목이 되므로 따옴표는 없어도 됩니다. '-'로 시작하는 제목 앞에는 --를 붙이세요. 제목은 100자 이내의 한 줄, 본문은 1000자 이내입니다.",
                ["body": "프로젝트 설명 (줄바꿈과 탭 가능)",
                 "deadline": "마감일: YYYY-MM-DD, today, tomorrow, +3d, +2w, mon…sun",
                 "state": "todo, doing, done 중 하나 (기본값: todo)"]),
        "list": ("프로젝트를 한 줄에 하나씩 (또는 JSON으로) 나열합니다",
                 "TODO, DOING, DONE 순으로, 열마다 마감일 순(없는 것은 마지막), 그다음 만든 순으로 나열합니다. --json은 id, title, body, deadline, state, overdue, createdAt, updatedAt 키를 가진 객체의 배열을 출력합니다.",
                 ["state": "이 열만: todo, doing, done",
                  "overdue": "기한이 지난 프로젝트만",
                  "due": "그날 마감인 프로젝트만: today, tomorrow, fri, YYYY-MM-DD…",
                  "json": "스크립트용 JSON 출력"]),
        "show": ("프로젝트 하나를 자세히 보여 줍니다",
                 "ID는 전체 ID, add와 list가 출력하는 16진수 앞 4자리 이상의 고유한 접두어, 또는 list가 출력하는 … 뒤의 끝자리(…00000001)입니다.",
                 ["json": "스크립트용 JSON 출력"]),
        "edit": ("프로젝트의 제목, 본문, 마감일을 바꿉니다",
                 "지정한 것만 바꾸고 나머지는 그대로 둡니다.",
                 ["title": "새 제목", "body": "새 본문 (\"\"는 비웁니다)",
                  "deadline": "새 마감일, add와 같은 형식 (fri, +3d, …)", "no-deadline": "마감일을 없앱니다"]),
        "move": ("프로젝트를 todo, doing, done으로 옮깁니다",
                 "프로젝트를 다른 열로 옮기고 히스토리에 기록합니다.", [:]),
        "delete": ("프로젝트를 삭제합니다 (undo로 되살릴 수 있음)",
                   "프로젝트를 삭제합니다. `project-manager undo`가 ID까지 그대로 되살립니다.", [:]),
        "history": ("바뀐 내용을 최신순으로 보여 줍니다",
                    "추가, 수정, 이동, 삭제한 모든 변경을 시각, 한 사람과 함께 최신순으로 보여 줍니다. 되돌리기와 다시 실행은 그 변경 앞에 밝힙니다(되돌림: 'X'을(를) 추가했습니다.).",
                    ["limit": "최신 N줄만 보여 줍니다", "json": "스크립트용 JSON 출력"]),
        "undo": ("내 마지막 변경을 되돌립니다",
                 "내 가장 최근의 변경을, 이전 실행에서 한 것이라도 되돌립니다. 공유 저장소에서 다른 사람의 변경은 되돌리지 않습니다. 그 뒤에 다른 사람이 그 프로젝트를 바꿨으면 아무것도 바꾸지 않고 거부합니다. 최대 100단계입니다.", [:]),
        "redo": ("되돌린 변경을 다시 실행합니다",
                 "내가 가장 최근에 되돌린 변경을 다시 적용합니다. 내가 새 변경을 하면 다시 실행할 것이 사라집니다.", [:]),
        "export": ("모든 프로젝트를 JSON 문서(또는 캘린더)로 출력합니다",
                   "모든 프로젝트의 모든 필드를 ID까지 표준 출력에 씁니다. import가 다시 읽습니다. --ics를 주면 iCalendar 파일을 씁니다: 마감일이 있는 프로젝트마다 그날 마감인 할 일 하나와 09:00 알림이 들어 있고, 캘린더 앱에서 다시 가져오면 같은 항목이 갱신됩니다.",
                   ["ics": "마감일을 iCalendar(RFC 5545)로 씁니다"]),
        "import": ("내보낸 파일이나 Taskwarrior의 `task export`를 가져옵니다",
                   "우리 형식이나 Taskwarrior의 JSON(배열, 또는 한 줄에 작업 하나인 rc.json.array=off)을 FILE에서, - 이면 표준 입력에서 읽습니다. ID가 이미 있는 프로젝트는 복제하지 않고 갱신합니다. 가져오기 전체가 변경 하나이므로 undo 한 번으로 되돌립니다.",
                   [:]),
        "completion": ("bash, zsh, fish용 자동 완성 스크립트를 출력합니다",
                       "명령, 옵션, 상태, 저장소에 있는 프로젝트의 ID를 완성합니다(zsh와 fish는 제목도 보여 줍니다). bash: ~/.bashrc에 eval \"$(project-manager completion bash)\"를 넣으세요. zsh: ~/.zshrc의 compinit 뒤에 eval \"$(project-manager completion zsh)\"를 넣으세요. fish: project-manager completion fish > ~/.config/fish/completions/project-manager.fish. 스크립트는 ID를 'project-manager completion ids'로 얻습니다.",
                       [:]),
        "repair": ("손상된 저장소에서 손상되지 않은 기록을 모두 살립니다",
                   "명령이 저장소 파일이 손상되었다고 하면, repair는 손상되지 않은 프로젝트, 히스토리 줄, 되돌리기 단계를 (snapshot.json과 journal.jsonl에서) 모두 읽고, 읽지 못한 줄마다 파일, 줄, 바이트 위치와 알아볼 수 있는 ID나 제목을 알려 준 뒤, 옛 저장소 자리에 새 저장소를 씁니다. 손상된 파일은 날짜가 붙은 이름(snapshot.json.damaged-2026-11-26T08-12-03Z)으로 옆에 남깁니다. 믿을 수 없는 되돌리기 단계는 버리고 그렇다고 알려 줍니다. 저절로 실행되는 일은 없습니다. 온전한 저장소는 바꾸지 않고, 더 새로운 버전이 쓴 저장소는 그대로 둡니다. 종료 상태: 0 복구했거나 온전함, 3 손상되었지만 그대로 둠(--dry-run) 또는 여기서 복구할 수 없음.",
                   ["dry-run": "무엇을 살릴지 알려 주기만 하고 아무것도 쓰지 않습니다"]),
        "sync": ("오프라인일 때 공유 보드가 이 컴퓨터에 저장한 변경을 보냅니다",
                 "공유 보드(etcd://…)에서 응답하는 멤버가 없을 때 만든 변경은 이 컴퓨터에 저장되어 기다립니다. 멤버가 응답하면 모든 명령이 기다리는 변경을 먼저 보냅니다. sync는 그것만 하고, 팀에 보낸 변경과 적용할 수 없었던 변경(conflicts 참고)의 수를 알려 줍니다. 동기화가 중간에 멈춰도 각 변경은 한 번만 적용됩니다. 종료 상태: 0 모두 보냄, 3 아직 클러스터에 닿을 수 없음(변경은 계속 기다림).",
                 [:]),
        "conflicts": ("적용할 수 없었던 오프라인 변경을 보여 주고 정리합니다",
                      "오프라인에서 저장한 변경이 팀이 남긴 보드에 더 이상 적용될 수 없으면(누군가 삭제한 프로젝트의 편집이나 이동, 겹친 이동, 그사이 바뀐 변경의 되돌리기) 버리지 않고 여기에 둡니다. conflicts는 번호를 붙여 보여 주고, apply N은 지금의 보드에 새 변경으로 그대로 적용하며, drop N은 버립니다.",
                      [:]),
        "serve": ("보드를 웹 브라우저에서 실시간으로 보여 줍니다",
                  "보드를 제공하고, 열 주소 http://127.0.0.1:8080/?token=비밀값 을 먼저 출력합니다. 이 주소를 한 번 열면 브라우저가 쿠키를 받고 일반 주소로 이동합니다. 쿠키가 없는 브라우저는 출력된 주소를 열라는 페이지만 받으므로 다른 사람이나 이 컴퓨터의 다른 계정은 보드를 쓸 수 없습니다. 비밀 값은 나만 읽을 수 있는 $XDG_STATE_HOME/project-manager/serve-token(기본값 ~/.local/state/project-manager/)에 보관되므로 serve를 다시 시작해도 열린 탭이 계속 동작합니다. --new-token은 비밀 값을 바꾸고, 이전 값을 가진 모든 브라우저를 막습니다. \"새 프로젝트\"로 추가하고, 행을 누르면 읽기 화면이 열리며 편집할 수 있습니다. 행을 오른쪽 클릭(또는 길게 누르기)하면 이동하고, 삭제는 먼저 확인합니다. 되돌리기, 다시 실행, 히스토리는 위쪽 막대에 있습니다. CLI, 터미널 보드, 다른 탭에서 바꾼 내용이 1초 안에 나타납니다. 페이지는 브라우저의 언어(영어 또는 한국어)를 따르며, 주소에 &lang=ko 를 붙여도 됩니다. --lan이나 --host로 바꾸지 않으면 이 컴퓨터에서만 접속할 수 있습니다. --lan은 로컬 네트워크에 제공합니다(같은 네트워크의 태블릿이나 휴대폰에서 출력된 주소를 여세요). 통신은 암호화되지 않으므로 그 네트워크의 누구나 보드와 비밀 값을 읽을 수 있습니다. Ctrl-C로 멈춥니다.",
                  ["port": "포트(기본값 8080, 0이면 빈 포트를 고릅니다)", "host": "받을 주소(기본값 127.0.0.1, 0.0.0.0은 모든 주소)",
                   "lan": "이 컴퓨터의 로컬 네트워크 주소로 받습니다",
                   "allow-host": "이 이름으로도 응답합니다(여러 번 줄 수 있음)",
                   "new-token": "비밀 값을 바꿉니다(이전 값의 브라우저는 막힘)"]),
    ]

    /// The one-line summary in `language`.
    func summary(in language: Language) -> String {
        language == .korean ? Self.korean[name]?.summary ?? summary : summary
    }

    /// The paragraph of the command's own page in `language`.
    func details(in language: Language) -> String {
        language == .korean ? Self.korean[name]?.details ?? details : details
    }

    /// The help of `option` in `language`.
    func help(of option: Option, in language: Language) -> String {
        language == .korean ? Self.korean[name]?.options[option.name] ?? option.help : option.help
    }
}
