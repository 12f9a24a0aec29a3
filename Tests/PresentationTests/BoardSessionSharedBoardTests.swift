import Domain
import DomainTesting
import Foundation
import Presentation
import PresentationTesting
import Testing

/// The board session on a shared board, headless: where the board stands and its changes to settle,
/// told again after each change, each sync and the feed's reconnect, and each conflict settled through
/// the session's inputs alone.
@MainActor
struct BoardSessionSharedBoardTests {
    let offline = StorageError.offline(reason: "etcd at 127.0.0.1:2379 unreachable: connection refused")

    private func conflict(_ id: String, _ title: String, _ reason: SharedBoardConflict.Reason) -> SharedBoardConflict {
        SharedBoardConflict(id: id, author: .tester, date: Date(timeIntervalSince1970: 0), action: .moved(title: title, from: .todo, to: .doing),
                            reason: reason)
    }

    @Test func offlineThenBackThenConflictsSettledEachToldInOrder() async throws {
        let shared = ManualSharedBoardSync()
        let bench = TestBench(sharedBoard: shared)
        let plan = try await bench.addProject("Plan")
        let report = try await bench.addProject("Report")
        let session = bench.makeSession()
        let states = Recorder(session.sharedBoardState)
        let conflicts = Recorder(session.conflicts)
        let alerts = Recorder(session.alerts)
        await session.send(.appear)

        // The cluster out of reach: a change is saved here and waits.
        shared.status = SharedBoardStatus(waiting: 1, offline: offline, savedHere: true)
        await session.send(.move(id: report, to: .doing))
        // A sync asked for while it is still out of reach: said, then offline again.
        shared.afterSync = SharedBoardStatus(waiting: 1, offline: offline)
        await session.send(.sync)
        // Another change offline, then a read once the cluster answers: what waits is sent, and two
        // changes could not apply to the board as the team left it.
        shared.status = SharedBoardStatus(waiting: 2, offline: offline, savedHere: true)
        await session.send(.move(id: plan, to: .doing))
        let gone = conflict("c1", "Plan", .projectGone), moved = conflict("c2", "Report", .movedMeanwhile)
        shared.waitingConflicts = [gone, moved]
        shared.status = SharedBoardStatus(conflicts: 2, sent: 2)
        bench.changes.send()
        bench.changes.finish()
        await session.board.followChanges()
        // One applied anyway, one let go; the settling of a third fails (offline) and says so.
        await session.send(.settle(id: "c1", apply: true))
        shared.settleError = offline
        await session.send(.settle(id: "c2", apply: false))
        await session.send(.settle(id: "c2", apply: false))

        #expect(states.values == [.online, .offline(waiting: 1), .syncing(waiting: 1), .offline(waiting: 1), .offline(waiting: 2),
                                  .conflicts(2), .conflicts(1), .online])
        #expect(conflicts.values == [[], [gone, moved], [moved], []])
        #expect(alerts.values == [[], [Alert(reporting: offline, localizer: bench.factory.localizer)]])
        #expect(shared.calls == ["sync", "settle c1 apply", "settle c2 let go", "settle c2 let go"])
    }

    @Test func aBoardThatIsNotSharedShowsNothingAndIgnoresSyncAndSettle() async throws {
        let bench = TestBench()
        let session = bench.makeSession()
        let states = Recorder(session.sharedBoardState)
        let conflicts = Recorder(session.conflicts)
        await session.send(.appear)
        let changed = await session.send(.sync)
        await session.send(.settle(id: "c1", apply: true))

        #expect(!changed)
        #expect(states.values == [nil])
        #expect(conflicts.values == [[]])
        #expect(session.alerts.value.isEmpty)
    }

    @Test func syncAndSettleDecodeFromThePagesJSON() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(BoardSessionInput.self, from: Data(#"{"sync":{}}"#.utf8)) == .sync)
        #expect(try decoder.decode(BoardSessionInput.self, from: Data(#"{"settle":{"id":"c1","apply":false}}"#.utf8)) == .settle(id: "c1", apply: false))
    }
}

extension BoardSessionSharedBoardTests {
    @Test func whileAnotherSendsWhatWaitsTheSessionLooksAgainUntilItIsSent() async throws {
        let shared = ManualSharedBoardSync()
        // Another tab or process holds the sync: the cluster answers, and one change is still on its way.
        shared.status = SharedBoardStatus(waiting: 1)
        shared.afterSync = SharedBoardStatus(sent: 1)
        let bench = TestBench(sharedBoard: shared)
        let session = bench.makeSession()
        let states = Recorder(session.sharedBoardState)
        await session.send(.appear)
        // Bounded generously: in the whole run the look again waits its turn on the main actor every suite shares.
        let deadline = ContinuousClock.now + .seconds(180)
        while states.values.last != .online, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }

        #expect(states.values == [.syncing(waiting: 1), .online])
        #expect(shared.calls == ["sync"])
    }
}
