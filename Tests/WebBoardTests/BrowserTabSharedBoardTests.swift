import Domain
import DomainTesting
import Foundation
import Presentation
import PresentationTesting
import Testing
@testable import WebBoard

/// A tab on a shared board: the banner goes out with the first board and again whenever where the board
/// stands or its changes to settle change, and the page's sync and settle inputs reach the shared board.
@MainActor
@Suite struct BrowserTabSharedBoardTests {
    @Test func theBannerFollowsOfflineSyncingConflictsAndBackOnline() async throws {
        let shared = ManualSharedBoardSync()
        let bench = TestBench(sharedBoard: shared)
        try await bench.addProject("Plan")
        let probe = BrowserTabTests.Probe(bench)
        await probe.send(.appear)
        #expect(probe.take() == ["board TODO(1):Plan DOING(0): DONE(0): undo=true redo=false", "sharedBoard online Online: "])

        shared.status = SharedBoardStatus(waiting: 1, offline: .offline(reason: "cut"), savedHere: true)
        await probe.send(.move(id: bench.id(1), to: .doing))
        let gone = SharedBoardConflict(id: "c1", author: Author("alice"), date: Date(timeIntervalSince1970: 0),
                                       action: .moved(title: "Plan", from: .todo, to: .doing), reason: .projectGone)
        shared.afterSync = SharedBoardStatus(conflicts: 1, sent: 0)
        shared.waitingConflicts = [gone]
        await probe.send(.sync, .settle(id: "c1", apply: false))
        #expect(probe.take() == [
            "sharedBoard offline Offline: 1 change waiting: ",
            "board TODO(0): DOING(1):Plan DONE(0): undo=true redo=false",
            "announcement Moved 'Plan' to DOING.",
            "sharedBoard syncing Syncing: 1 change to send: ",
            "sharedBoard conflicts 1 change to settle: ",
            "sharedBoard conflicts 1 change to settle: Moved 'Plan' from TODO to DOING. (alice): its project was deleted meanwhile",
            "sharedBoard online Online: Moved 'Plan' from TODO to DOING. (alice): its project was deleted meanwhile",
            "sharedBoard online Online: ",
        ])
        #expect(shared.calls == ["sync", "settle c1 let go"])
    }

    @Test func aBoardThatIsNotSharedSendsNoBanner() async throws {
        let probe = BrowserTabTests.Probe(TestBench())
        await probe.send(.appear, .sync)
        #expect(probe.take() == ["board TODO(0): DOING(0): DONE(0): undo=false redo=false"])
    }

    @Test func theBannerIsJSONThePageReads() {
        let banner = SharedBoardBanner(.offline(waiting: 2), conflicts: [], localizer: Localizer(locale: Locale(identifier: "ko_KR")))
        #expect(TabOutput.sharedBoard(banner).json(tab: "t")
            == #"{"tab":"t","kind":"sharedBoard","sharedBoard":{"state":"offline","title":"오프라인: 변경 2개 대기 중","conflicts":[]}}"#)
    }
}
