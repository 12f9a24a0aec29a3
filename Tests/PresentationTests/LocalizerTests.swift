import Foundation
import Presentation
import PresentationTesting
import Testing

struct LocalizerTests {
    let english = Localizer(locale: Locales.english)
    let korean = Localizer(locale: Locales.korean)

    @Test func theLanguageFollowsTheLocaleAndFallsBackToEnglish() {
        #expect(Localizer(locale: Locale(identifier: "ko")).language == .korean)
        #expect(Localizer(locale: Locales.korean).language == .korean)
        #expect(Localizer(locale: Locale(identifier: "fr_FR")).language == .english)
    }

    @Test(arguments: [
        (HistoryAction.added(title: "X", to: .todo), "Added 'X'.", "'X'을(를) 추가했습니다."),
        (.edited(title: "X"), "Edited 'X'.", "'X'을(를) 수정했습니다."),
        (.moved(title: "X", from: .todo, to: .doing), "Moved 'X' from TODO to DOING.", "'X'을(를) TODO에서 DOING(으)로 옮겼습니다."),
        (.removed(title: "X", from: .done), "Removed 'X' from DONE.", "'X'을(를) DONE에서 삭제했습니다."),
        (.imported(count: 1), "Imported 1 project.", "프로젝트 1개를 가져왔습니다."),
        (.imported(count: 3), "Imported 3 projects.", "프로젝트 3개를 가져왔습니다."),
        (.importUndone(count: 2), "Undid the import of 2 projects.", "프로젝트 2개 가져오기를 취소했습니다."),
    ])
    func historyLinesReadNaturallyInBothLanguages(action: HistoryAction, inEnglish: String, inKorean: String) {
        #expect(english.historyLine(action) == inEnglish)
        #expect(korean.historyLine(action) == inKorean)
    }

    @Test(arguments: [
        (HistoryEntry.Kind.change, "Added 'u5'.", "'u5'을(를) 추가했습니다."),
        (.undo, "Undid: Added 'u5'.", "되돌림: 'u5'을(를) 추가했습니다."),
        (.redo, "Redid: Added 'u5'.", "다시 실행: 'u5'을(를) 추가했습니다."),
        (.letGo, "Let go of an offline change: Added 'u5'.", "오프라인 변경 포기: 'u5'을(를) 추가했습니다."),
    ])
    func aHistoryLineSaysWhetherItUndidOrRedidTheChange(kind: HistoryEntry.Kind, inEnglish: String, inKorean: String) {
        let entry = HistoryEntry(action: .added(title: "u5", to: .todo), kind: kind, author: Author("alice"), date: Date(timeIntervalSince1970: 0))
        #expect(english.historyLine(entry) == inEnglish)
        #expect(korean.historyLine(entry) == inKorean)
    }

    @Test func timestampsFollowTheLocaleAndTheClocksTimeZone() throws {
        let seoul = FixedClock(timeZone: try #require(TimeZone(identifier: "Asia/Seoul")))
        let nineUTC = Date(timeIntervalSince1970: 1_795_338_000) // 2026-11-22 09:00 UTC = 18:00 in Seoul
        #expect(english.timestampText(nineUTC, clock: seoul) == "Nov 22, 2026 at 6:00\u{202F}PM")
        #expect(korean.timestampText(nineUTC, clock: seoul) == "2026년 11월 22일 오후 6:00")
    }

    @Test func anInstantBeyondTheCalendarShowsAsItsFirstDayNotACrash() {
        let utc = FixedClock(timeZone: .gmt)
        for seconds in [Double.nan, .infinity, 1e300, -1e300] {
            #expect(english.timestampText(Date(timeIntervalSince1970: seconds), clock: utc) == "Jan 1, 1 at 12:00\u{202F}AM")
        }
    }

    @Test func everyDomainErrorIsTranslated() {
        let cases: [(any Error, String, String)] = [
            (ValidationError.titleIsEmpty, "Title is required.", "제목을 입력하세요."),
            (ValidationError.bodyTooLong(length: 1001), "Body is 1001 characters; the limit is 1000.", "본문이 1001자입니다. 최대 1000자까지 쓸 수 있습니다."),
            (CalendarDayError.nonexistent("2026-02-30"), "Deadline '2026-02-30' is not a day on the calendar.", "마감일 '2026-02-30'은(는) 달력에 없는 날입니다."),
            (ProjectError.nothingToUndo, "Nothing to undo.", "되돌릴 작업이 없습니다."),
            (ProjectError.invalidReference("ab"), "'ab' is not a project id; use a full id, at least 4 of its first hex digits, or its last ones after … (or ...).",
             "'ab'은(는) 프로젝트 ID가 아닙니다. 전체 ID, 앞의 16진수 4자리 이상, 또는 … (또는 ...) 뒤에 끝자리를 입력하세요."),
            (StorageError.busy(lockFile: "/s/lock"), "The store is busy: another project-manager holds /s/lock.", "저장소를 다른 project-manager가 사용 중입니다: /s/lock"),
            (StorageError.quorumLost(answering: ["10.0.0.3:2379"], members: 3),
             "the cluster has lost its quorum: 1 of 3 members answering (10.0.0.3:2379), too few to agree on any change until most are back",
             "클러스터가 쿼럼을 잃었습니다: 멤버 3개 중 1개만 응답해서(10.0.0.3:2379) 과반이 돌아올 때까지 어떤 변경도 합의할 수 없습니다"),
            (StorageError.quorumLost(answering: ["10.0.0.3:2379"], members: 3, reading: true),
             "the board cannot be read now: the cluster has lost its quorum (1 of 3 members answering: 10.0.0.3:2379), too few to agree on what the board holds, and this machine has no copy of it to show; try again once most members are back",
             "지금은 보드를 읽을 수 없습니다: 클러스터가 쿼럼을 잃었습니다(멤버 3개 중 1개만 응답: 10.0.0.3:2379). 과반이 응답해야 보드에 무엇이 있는지 알 수 있는데 이 컴퓨터에는 보여 줄 사본도 없습니다. 과반의 멤버가 돌아온 뒤에 다시 시도하세요"),
            // An import item that breaks a rule carries the rule, typed, so the Korean sentence is Korean throughout.
            (ImportError.invalidItem(index: 2, .rule(.titleHasControlCharacter("\u{1B}"))),
             "Item 2 of the document: Title contains the control character U+001B.",
             "문서의 2번째 항목: 제목에 제어 문자 U+001B이(가) 있습니다."),
        ]
        for (error, inEnglish, inKorean) in cases {
            #expect(english.message(for: error) == inEnglish)
            #expect(korean.message(for: error) == inKorean)
        }
    }

    @Test func labelsAreTranslatedButColumnNamesAreNot() {
        #expect(english.moveLabel(to: .doing) == "Move to DOING")
        #expect(korean.moveLabel(to: .doing) == "DOING(으)로 이동")
        #expect([english.cancelLabel, english.editLabel, english.doneLabel] == ["Cancel", "Edit", "Done"])
        #expect([korean.cancelLabel, korean.editLabel, korean.doneLabel] == ["취소", "편집", "완료"])
        #expect(korean.deleteQuestion(title: "X") == "'X'을(를) 삭제할까요?")
        #expect(korean.readOnlyBanner(reason: "R") == "읽기 전용: R")
    }
}
