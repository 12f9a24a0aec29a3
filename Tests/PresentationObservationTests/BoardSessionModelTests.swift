import DomainTesting
import Foundation
import Presentation
import PresentationObservation
import PresentationTesting
import Testing

/// The session as SwiftUI sees it: each test reads the model through `withObservationTracking` (a
/// ``Watch``), acts as the views of an iPad app would (buttons send inputs, bindings are set back when
/// SwiftUI closes a sheet), and checks every redraw in order.
@MainActor
struct BoardSessionModelTests {
    /// Lets the tasks that buttons and bindings started run to their end.
    private func settle(_ model: BoardSessionModel, _ watches: [() -> Void]) async {
        await model.settle()
        watches.forEach { $0() }
    }

    @Test func aNewProjectSheetWithADatePickerSavesAndClosesItself() async throws {
        let bench = TestBench()
        let model = BoardSessionModel(factory: bench.factory)
        await model.session.send(.appear)
        let sheetOpen = Watch { model.detail != nil }
        let titles = Watch { model.board.columns[0].rows.map(\.title) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!

        model.send(.add)                                        // the + button
        await settle(model, [sheetOpen.settle, titles.settle])
        model.send(.setTitle(text: "Write the report"))               // TextField(text:) binding
        model.setDeadline(calendar.date(from: DateComponents(year: 2026, month: 12, day: 1)), in: calendar)  // DatePicker
        await settle(model, [sheetOpen.settle, titles.settle])
        #expect(model.detail?.content.deadline == "2026-12-01")
        #expect(model.deadline(in: calendar) == calendar.date(from: DateComponents(year: 2026, month: 12, day: 1)))
        model.send(.done)                                       // the Done button
        await settle(model, [sheetOpen.settle, titles.settle])

        #expect(sheetOpen.rendered == [true, false])
        #expect(titles.rendered == [["Write the report"]])
    }

    @Test func swipingTheSheetDownCancelsItAsItsCancelButtonWould() async throws {
        let bench = TestBench()
        let model = BoardSessionModel(factory: bench.factory)
        await model.session.send(.appear)
        let sheetOpen = Watch { model.detail != nil }

        model.send(.add)
        await settle(model, [sheetOpen.settle])
        model.detail = nil                                      // SwiftUI sets the sheet's binding back
        await settle(model, [sheetOpen.settle])

        #expect(sheetOpen.rendered == [true, false])
        #expect(model.session.sheet.value == nil)
        #expect(model.board.columns.map(\.count) == [0, 0, 0])
    }

    @Test func aPopoverMovesAndASwipeDeletesAfterTheQuestion() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("Report")
        let model = BoardSessionModel(factory: bench.factory)
        await model.session.send(.appear)
        let menu = Watch { model.moveMenu?.options.map(\.label) }
        let question = Watch { model.deleteConfirmation?.question }
        let counts = Watch { model.board.columns.map(\.count) }

        model.send(.showMoveMenu(id: id))                           // a long press
        await settle(model, [menu.settle, question.settle, counts.settle])
        model.send(.choose(state: .doing))                             // a button in the popover
        await settle(model, [menu.settle, question.settle, counts.settle])
        model.send(.askDelete(id: id))                              // .swipeActions' Delete
        await settle(model, [menu.settle, question.settle, counts.settle])
        model.isConfirmingDelete = false                        // the dialog dismissed: no
        await settle(model, [menu.settle, question.settle, counts.settle])
        model.send(.askDelete(id: id))
        await settle(model, [menu.settle, question.settle, counts.settle])
        model.send(.confirmDelete)                              // the dialog's destructive button
        await settle(model, [menu.settle, question.settle, counts.settle])

        #expect(menu.rendered == [["Move to DOING", "Move to DONE"], nil])
        #expect(question.rendered == ["Delete 'Report'?", nil, "Delete 'Report'?", nil])
        #expect(counts.rendered == [[0, 1, 0], [0, 0, 0]])
    }

    @Test func historyOpensLoadedAndAnAlertIsDismissedByItsBinding() async throws {
        let bench = TestBench()
        let model = BoardSessionModel(factory: bench.factory)
        await model.session.send(.appear)
        let lines = Watch { model.history?.content.map(\.text) }
        let alert = Watch { model.alert?.message }

        model.send(.showHistory)
        await settle(model, [lines.settle, alert.settle])
        model.history = nil                                     // the list's sheet swiped down
        await settle(model, [lines.settle, alert.settle])
        model.send(.undo)                                       // ⌘Z with nothing to undo
        await settle(model, [lines.settle, alert.settle])
        #expect(model.isShowingAlert)
        model.isShowingAlert = false                            // OK
        await settle(model, [lines.settle, alert.settle])

        #expect(lines.rendered == [[], nil])
        #expect(alert.rendered == ["Nothing to undo.", nil])
        #expect(model.session.alerts.value.isEmpty)
    }

    @Test func aSharedBoardsStatusBarAndItsChangesToSettleRedrawAsItSyncsAndSettles() async throws {
        let shared = ManualSharedBoardSync()
        let bench = TestBench(sharedBoard: shared)
        let report = try await bench.addProject("Report")
        let model = BoardSessionModel(factory: bench.factory)
        await model.session.send(.appear)
        let state = Watch { model.sharedBoard }
        let conflicts = Watch { model.conflicts.map(\.id) }
        let offline = StorageError.offline(reason: "etcd at 127.0.0.1:2379 unreachable: connection refused")
        let conflict = { (id: String) in
            SharedBoardConflict(id: id, author: .tester, date: Date(timeIntervalSince1970: 0), action: .moved(title: "Report", from: .todo, to: .doing),
                                reason: .movedMeanwhile)
        }
        #expect(model.sharedBoard == .online)

        shared.status = SharedBoardStatus(waiting: 1, offline: offline, savedHere: true)
        model.send(.move(id: report, to: .doing))               // a drag, with the cluster out of reach
        await settle(model, [state.settle, conflicts.settle])
        shared.afterSync = SharedBoardStatus(conflicts: 2, sent: 1)
        shared.waitingConflicts = [conflict("c1"), conflict("c2")]
        model.send(.sync)                                       // the status bar's Sync button, the cluster back
        await settle(model, [state.settle, conflicts.settle])
        model.settle(model.conflicts[0], apply: true)           // the sheet's Apply anyway
        await settle(model, [state.settle, conflicts.settle])
        model.settle(model.conflicts[0], apply: false)          // the sheet's Let go
        await settle(model, [state.settle, conflicts.settle])

        #expect(state.rendered == [.offline(waiting: 1), .conflicts(2), .conflicts(1), .online])
        #expect(conflicts.rendered == [["c1", "c2"], ["c2"], []])
        #expect(shared.calls == ["sync", "settle c1 apply", "settle c2 let go"])
        #expect(model.session.alerts.value.isEmpty)
    }

    @Test func aBoardThatIsNotSharedHasNoStatusBar() async throws {
        let model = BoardSessionModel(factory: TestBench().factory)
        await model.session.send(.appear)
        #expect(model.sharedBoard == nil)
        #expect(model.conflicts.isEmpty)
    }

    @Test func theModelAndItsSessionAreReleasedTogether() async throws {
        let bench = TestBench()
        var model: BoardSessionModel? = BoardSessionModel(factory: bench.factory)
        await model?.session.send(.add)
        weak let session = model?.session
        weak let released = model
        model = nil
        #expect(released == nil)
        #expect(session == nil)
    }
}
