import Domain
import Foundation
import Presentation
import PresentationTesting
import Testing

/// What a shared board that works offline says about where it stands, in both languages, and the one
/// state every board shows.
struct SharedBoardNoticeTests {
    let english = Localizer(locale: Locales.english)
    let korean = Localizer(locale: Locales.korean)
    let offline = StorageError.offline(reason: "etcd at 10.0.0.1:2379 unreachable: connection refused")

    @Test func aChangeSavedHereSaysSoAndHowManyWait() {
        let status = SharedBoardStatus(waiting: 2, offline: offline, savedHere: true)
        #expect(english.notice(for: status)
            == "saved on this machine, offline (etcd at 10.0.0.1:2379 unreachable: connection refused); 2 changes waiting to reach the team")
        #expect(korean.notice(for: status)
            == "이 컴퓨터에 저장했습니다. 오프라인 (etcd at 10.0.0.1:2379 unreachable: connection refused). 팀에 보낼 변경 2개가 기다립니다")
        #expect(SharedBoardState(status) == .offline(waiting: 2))
    }

    @Test func aReadOfflineSaysTheBoardIsThisMachinesAndSentChangesAndConflictsAreTold() {
        let reading = SharedBoardStatus(waiting: 1, conflicts: 1, offline: offline)
        #expect(english.notice(for: reading) == "offline (etcd at 10.0.0.1:2379 unreachable: connection refused): showing this machine's board, "
            + "1 change waiting to reach the team; 1 change could not apply: see 'project-manager conflicts'")
        let sent = SharedBoardStatus(conflicts: 2, sent: 3)
        #expect(english.notice(for: sent) == "sent 3 changes made offline to the team; 2 changes could not apply: see 'project-manager conflicts'")
        #expect(korean.notice(for: sent) == "오프라인에서 만든 변경 3개를 팀에 보냈습니다; 변경 2개는 적용할 수 없었습니다. 'project-manager conflicts'를 보세요")
        #expect(SharedBoardState(sent) == .conflicts(2))
        #expect(english.notice(for: SharedBoardStatus()) == nil)
    }

    @Test(arguments: [
        (SharedBoardState.online, "Online", "온라인"),
        (.offline(waiting: 1), "Offline: 1 change waiting", "오프라인: 변경 1개 대기 중"),
        (.syncing(waiting: 3), "Syncing: 3 changes to send", "동기화 중: 보낼 변경 3개"),
        (.conflicts(2), "2 changes to settle", "정리할 변경 2개"),
    ] as [(SharedBoardState, String, String)])
    func everyStateHasATitleInBothLanguages(state: SharedBoardState, inEnglish: String, inKorean: String) {
        #expect(english.title(for: state) == inEnglish)
        #expect(korean.title(for: state) == inKorean)
    }

    @Test func aConflictNamesTheChangeWhoMadeItAndWhy() {
        let conflict = SharedBoardConflict(id: "c1", author: Author("alice"), date: Date(timeIntervalSince1970: 0),
                                           action: .moved(title: "Plan", from: .todo, to: .done), reason: .movedMeanwhile)
        #expect(english.conflictLine(conflict) == "Moved 'Plan' from TODO to DONE. (alice): its project was moved meanwhile")
        #expect(korean.conflictLine(conflict) == "'Plan'을(를) TODO에서 DONE(으)로 옮겼습니다. (alice): 그사이에 프로젝트가 옮겨졌습니다")
    }
}
