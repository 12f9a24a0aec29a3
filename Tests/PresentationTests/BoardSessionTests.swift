import Foundation
import Presentation
import PresentationTesting
import Testing

/// The board session headless, flow by flow: inputs in, and the whole sequence of what it published out
/// (which screen is open over the board, the alerts waiting, the board itself).
@MainActor
struct BoardSessionTests {
    /// A session on `bench` that has appeared, and recorders of its three outputs from then on.
    private func start(_ bench: TestBench) async -> (BoardSession, Recorder<BoardSheet.Kind?>, Recorder<[Alert]>, Recorder<BoardContent>) {
        let session = bench.makeSession()
        await session.send(.appear)
        return (session, Recorder(session.sheet.map { $0?.kind }), Recorder(session.alerts), Recorder(session.board.content))
    }

    @Test func createThenCancelOpensTheSheetAndClosesItWithNothingSaved() async throws {
        let bench = TestBench()
        let (session, screens, alerts, boards) = await start(bench)

        await session.send(.add)
        await session.send(.setTitle(text: "Never saved"))
        await session.send(.cancelDetail)

        #expect(screens.values == [nil, .detail, nil])
        #expect(alerts.values == [[]])
        #expect(boards.values == [bench.expectedBoard()])
        #expect(try await bench.repository.history(limit: 10).isEmpty)
    }

    @Test func createWithABrokenRuleKeepsTheSheetOpenAndSaysWhichRule() async throws {
        let bench = TestBench()
        let (session, screens, alerts, boards) = await start(bench)

        await session.send(.add)
        await session.send(.setTitle(text: "   "))
        await session.send(.done)

        #expect(screens.values == [nil, .detail])
        guard case let .detail(sheet)? = session.sheet.value else { Issue.record("no sheet open"); return }
        #expect(sheet.content.value.validationMessages == ["Title is required."])
        #expect(alerts.values == [[]])
        #expect(boards.values == [bench.expectedBoard()])
    }

    @Test func viewThenEditThenDoneSavesAndCloses() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("Draft")
        let (session, screens, alerts, boards) = await start(bench)

        await session.send(.open(id: id))
        guard case let .detail(sheet)? = session.sheet.value else { Issue.record("no sheet open"); return }
        let modes = Recorder(sheet.content.map(\.isEditable))
        await session.send(.edit)
        await session.send(.setTitle(text: "Final"))
        await session.send(.done)

        var edited = try await bench.project(id)
        edited.title = "Final"
        #expect(screens.values == [nil, .detail, nil])
        #expect(modes.values == [false, true, true])
        #expect(alerts.values == [[]])
        #expect(boards.values == [
            bench.expectedBoard(todo: [try await bench.project(id)].map { var p = $0; p.title = "Draft"; return p }, canUndo: true),
            bench.expectedBoard(todo: [try await bench.project(id)].map { var p = $0; p.title = "Draft"; return p }, canUndo: true, selectedID: id),
            bench.expectedBoard(todo: [edited], canUndo: true, selectedID: id),
        ])
    }

    @Test func moveThroughTheMenuClosesItAndKeepsTheProjectSelected() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("Report")
        let (session, screens, alerts, boards) = await start(bench)

        await session.send(.showMoveMenu(id: id))
        guard case let .moveMenu(menu)? = session.sheet.value else { Issue.record("no menu open"); return }
        #expect(menu.options.map(\.label) == ["Move to DOING", "Move to DONE"])
        await session.send(.choose(state: .doing))

        let moved = try await bench.project(id)
        #expect(screens.values == [nil, .moveMenu, nil])
        #expect(alerts.values == [[]])
        #expect(boards.values.map { $0.columns.map(\.count) } == [[1, 0, 0], [0, 1, 0]])
        #expect(boards.values.last == bench.expectedBoard(doing: [moved], canUndo: true, selectedID: id))
    }

    @Test func deleteAsksFirstAndOnlyYesDeletes() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("Old")
        let (session, screens, alerts, boards) = await start(bench)

        await session.send(.askDelete(id: id))
        guard case let .deleteConfirmation(question)? = session.sheet.value else { Issue.record("no question asked"); return }
        #expect(question == DeleteConfirmation(id: id, title: "Old", question: "Delete 'Old'?", confirmLabel: "Delete", cancelLabel: "Cancel"))
        await session.send(.cancelDelete)
        await session.send(.askDelete(id: id))
        await session.send(.confirmDelete)

        #expect(screens.values == [nil, .deleteConfirmation(id), nil, .deleteConfirmation(id), nil])
        #expect(alerts.values == [[]])
        #expect(boards.values.map { $0.columns.map(\.count) } == [[1, 0, 0], [0, 0, 0]])
        #expect(boards.values.last?.canUndo == true)
    }

    @Test func undoAndRedoAreAvailableOnlyWhenThereIsSomethingToTakeBackOrApply() async throws {
        let bench = TestBench()
        let (session, _, alerts, boards) = await start(bench)
        let availability = Recorder(session.board.content.map { [$0.canUndo, $0.canRedo] })

        await session.send(.add)
        await session.send(.setTitle(text: "A"))
        await session.send(.done)
        await session.send(.undo)
        await session.send(.redo)

        #expect(availability.values == [[false, false], [true, false], [false, true], [true, false]])
        #expect(alerts.values == [[]])
        #expect(boards.values.map { $0.columns[0].count } == [0, 1, 0, 1])
    }

    @Test func anAlertWaitsUntilDismissedAndTheNextTakesItsPlace() async throws {
        let bench = TestBench()
        let (session, screens, alerts, _) = await start(bench)

        await session.send(.undo)
        await session.send(.redo)
        await session.send(.dismissAlert)
        await session.send(.dismissAlert)
        await session.send(.dismissAlert)  // nothing left: nothing happens

        let nothingToUndo = Alert(title: "Error", message: "Nothing to undo.", kind: .rejected)
        let nothingToRedo = Alert(title: "Error", message: "Nothing to redo.", kind: .rejected)
        #expect(alerts.values == [[], [nothingToUndo], [nothingToUndo, nothingToRedo], [nothingToRedo], []])
        #expect(screens.values == [nil])
    }

    @Test func eachAlertArrivesOnceAsItIsQueuedAndDismissingSendsNothing() async throws {
        let bench = TestBench()
        let (session, _, _, _) = await start(bench)
        await session.send(.undo)
        let arriving = Recorder(session.arrivingAlerts)  // an event stream: what came before is not replayed

        await session.send(.redo)
        await session.send(.dismissAlert)
        await session.send(.dismissAlert)
        await session.send(.undo)

        #expect(arriving.values.map(\.message) == ["Nothing to redo.", "Nothing to undo."])
    }

    @Test func dismissClosesWhateverIsOpenAsItsOwnCancelWould() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("A")
        let (session, screens, _, boards) = await start(bench)

        await session.send(.add)
        await session.send(.dismiss)
        await session.send(.showMoveMenu(id: id))
        await session.send(.dismiss)
        await session.send(.showHistory)
        await session.send(.dismiss)
        await session.send(.askDelete(id: id))
        await session.send(.dismiss)
        await session.send(.dismiss)  // nothing open: nothing happens

        #expect(screens.values == [nil, .detail, nil, .moveMenu, nil, .history, nil, .deleteConfirmation(id), nil])
        #expect(boards.values.map { $0.columns[0].count } == [1])
    }

    @Test func inputsMeantForAScreenThatIsNotOpenChangeNothing() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("A")
        let (session, screens, alerts, boards) = await start(bench)

        for input: BoardSessionInput in [.setTitle(text: "B"), .done, .choose(state: .done), .cancelMove, .closeHistory, .confirmDelete, .cancelDelete] {
            await session.send(input)
        }

        #expect(screens.values == [nil])
        #expect(alerts.values == [[]])
        #expect(boards.values.count == 1)
        #expect(try await bench.project(id).title == "A")
    }

    @Test func aReadOnlyStoreRefusesTheSaveWithAnAlertAndKeepsTheSheetOpen() async throws {
        let repository = BreakableRepository()
        let factory = repository.factory()
        let session = BoardSession(factory: factory)
        await session.send(.appear)
        let screens = Recorder(session.sheet.map { $0?.kind })
        let alerts = Recorder(session.alerts)
        let banner = Recorder(session.board.content.map(\.readOnlyReason))
        let full = StorageError.notWritable(path: "/store", reason: "No space left on device")
        let reason = "Cannot write /store: No space left on device."

        await session.send(.add)
        await session.send(.setTitle(text: "New"))
        repository.changeFailure.withLock { $0 = full }
        await session.send(.done)

        #expect(screens.values == [nil, .detail])
        #expect(alerts.values == [[], [Alert(title: "Error", message: reason, kind: .storage)]])
        #expect(banner.values == [nil, reason])
    }

    @Test func twoInputsRacingAreAppliedInTheOrderTheyWereSent() async throws {
        let bench = TestBench()
        let id = try await bench.addProject("Racer")
        let (session, _, alerts, boards) = await start(bench)

        // Two taps, each in a task of its own, the second sent before the first has finished.
        let first = Task { await session.send(.move(id: id, to: .doing)) }
        let second = Task { await session.send(.move(id: id, to: .done)) }
        _ = await first.value
        _ = await second.value

        #expect(boards.values.map { $0.columns.map(\.count) } == [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
        #expect(alerts.values == [[]])
    }

    @Test func aCancelTappedWhileTheSaveIsInFlightWaitsForItAndFindsTheSheetClosed() async throws {
        let bench = TestBench()
        let (session, screens, alerts, boards) = await start(bench)
        await session.send(.add)
        await session.send(.setTitle(text: "Saved"))

        let save = Task { await session.send(.done) }
        let cancel = Task { await session.send(.cancelDetail) }
        _ = await save.value
        _ = await cancel.value

        #expect(screens.values == [nil, .detail, nil])
        #expect(alerts.values == [[]])
        #expect(boards.values.map { $0.columns[0].rows.map(\.title) } == [[], ["Saved"]])
    }

    @Test func aSessionIsReleasedWithItsScreens() async throws {
        let bench = TestBench()
        var session: BoardSession? = bench.makeSession()
        await session?.send(.appear)
        await session?.send(.add)
        weak let released = session
        session = nil
        #expect(released == nil)
    }
}
