import Domain
import DomainTesting
import Foundation
import Presentation
import PresentationTesting
import TerminalKit
import Testing
@testable import TerminalBoard

/// A shared board on the terminal: the title bar says where it stands, `s` syncs, `c` lists the changes
/// to settle and settles them, in English and Korean; a board that is not shared shows and does none of it.
@MainActor
@Suite("Shared board on the terminal")
struct SharedBoardScreenTests {
    let offline = StorageError.offline(reason: "cut")

    private func conflict(_ id: String, _ title: String, _ reason: SharedBoardConflict.Reason) -> SharedBoardConflict {
        SharedBoardConflict(id: id, author: Author("alice"), date: Date(timeIntervalSince1970: 0),
                            action: .moved(title: title, from: .todo, to: .doing), reason: reason)
    }

    @Test("Offline with a change waiting, then two changes to settle: one applied with Enter, one let go with d")
    func offlineThenSettled() async throws {
        let shared = ManualSharedBoardSync()
        let bench = ScreenBench(sharedBoard: shared)
        try await bench.start([("Plan", .todo), ("Report", .todo)])
        #expect(bench.lines()[0] == " project-manager  Online")

        shared.status = SharedBoardStatus(waiting: 1, offline: offline, savedHere: true)
        await bench.press(.character(">"))
        #expect(bench.lines()[0] == " project-manager  Offline: 1 change waiting")

        shared.afterSync = SharedBoardStatus(conflicts: 2, sent: 1)
        shared.waitingConflicts = [conflict("c1", "Plan", .projectGone), conflict("c2", "Report", .movedMeanwhile)]
        await bench.press(.character("s"))
        let lines = bench.lines()
        #expect(lines[0] == " project-manager  2 changes to settle")
        #expect(lines[23].hasSuffix("c Settle  ? Help  q Quit"), "\(lines[23])")

        await bench.press(.character("c"))
        let list = bench.lines(Fixtures.wide)
        #expect(list[1].contains("┌─ Changes to settle ─"))
        #expect(list[2].contains("│ > Moved 'Plan' from TODO to DOING. (alice): its project was deleted meanwhile"), "\(list[2])")
        #expect(list[3].contains("│   Moved 'Report' from TODO to DOING. (alice): its project was moved meanwhile"), "\(list[3])")
        #expect(list[57].contains("Enter/a Apply anyway  d Let go  Esc Close"), "\(list[57])")
        // On the smallest screen a conflict takes two lines.
        #expect(bench.lines()[2...3].map { $0.dropFirst(2).prefix(76) } == [
            "│ > Moved 'Plan' from TODO to DOING. (alice): its project was deleted      │",
            "│   meanwhile                                                              │",
        ])

        await bench.press(.enter)
        #expect(bench.lines(Fixtures.wide)[2].contains("│ > Moved 'Report' from TODO to DOING."))
        await bench.press(.character("d"))
        let settled = bench.lines()
        #expect(settled[0] == " project-manager  Online")
        #expect(settled[2].contains("│ Nothing to settle."))
        #expect(shared.calls == ["sync", "settle c1 apply", "settle c2 let go"])
        await bench.press(.escape)
        #expect(bench.state.sheet == nil)
    }

    @Test("In Korean, and the help lists s and c")
    func korean() async throws {
        let shared = ManualSharedBoardSync()
        shared.status = SharedBoardStatus(waiting: 3, offline: offline)
        let bench = ScreenBench(locale: Fixtures.korean, sharedBoard: shared)
        try await bench.start()
        #expect(bench.lines()[0] == " project-manager  오프라인: 변경 3개 대기 중")
        await bench.press(.character("?"))
        let help = bench.lines()
        #expect(help.contains { $0.contains("s          지금 동기화") })
        #expect(help.contains { $0.contains("c          정리할 변경 (Enter/a 그래도 적용, d 버리기)") })
        #expect(help.contains { $0.contains("q  Ctrl-C  종료") })
    }

    @Test("A board that is not shared says nothing of it, and s and c do nothing")
    func notShared() async throws {
        let bench = ScreenBench()
        try await bench.start([("Plan", .todo)])
        await bench.press(.character("s"), .character("c"))
        #expect(bench.lines()[0] == " project-manager")
        #expect(bench.state.sheet == nil)
    }
}
