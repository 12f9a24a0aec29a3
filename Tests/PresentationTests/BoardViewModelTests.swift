import Foundation
import Presentation
import PresentationTesting
import Testing

@MainActor
struct BoardViewModelTests {
    @Test func appearLoadsTheThreeColumnsInBoardOrder() async throws {
        let bench = TestBench()
        let later = try await bench.project(bench.addProject("Later", deadline: "2026-12-24"))
        let sooner = try await bench.project(bench.addProject("Sooner", deadline: "2026-11-30"))
        let doing = try await bench.project(bench.addProject("Doing", in: .doing))
        let board = bench.makeBoard()
        let content = Recorder(board.content)
        let alerts = Recorder(board.alerts)

        await board.appear()

        #expect(content.values == [
            bench.expectedBoard(),
            bench.expectedBoard(todo: [sooner, later], doing: [doing], canUndo: true),
        ])
        #expect(content.values.last?.columns.map(\.title) == ["TODO", "DOING", "DONE"])
        #expect(content.values.last?.columns.map(\.count) == [2, 1, 0])
        #expect(alerts.values.isEmpty)
        #expect(bench.coordinator.calls.isEmpty)
    }

    @Test func addAsksForTheCreateSheetWhichSavesReloadsSelectsAndDismisses() async throws {
        let bench = TestBench()
        let board = bench.makeBoard()
        await board.appear()
        let content = Recorder(board.content)

        board.add()
        let sheet = try #require(bench.coordinator.detail)
        sheet.setTitle("New")
        await sheet.done()

        let added = Project(id: bench.id(1), title: "New", createdAt: bench.clock.now())
        #expect(content.values == [
            bench.expectedBoard(),
            bench.expectedBoard(todo: [added], canUndo: true, selectedID: added.id),
        ])
        #expect(bench.coordinator.calls == [.showDetail(.create(in: .todo)), .dismiss])
    }

    @Test func selectHighlightsAProjectOrNothing() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        let board = bench.makeBoard()
        await board.appear()
        let selection = Recorder(board.content.map(\.selectedID))

        board.select(project.id)
        board.select(nil)

        #expect(selection.values == [nil, project.id, nil])
        #expect(bench.coordinator.calls.isEmpty)
    }

    @Test func openSelectsAndShowsTheSheetReadOnly() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        let board = bench.makeBoard()
        await board.appear()
        let selection = Recorder(board.content.map(\.selectedID))

        board.open(project.id)
        board.open(bench.id(99)) // not on the board: nothing

        #expect(selection.values == [nil, project.id])
        #expect(bench.coordinator.calls == [.showDetail(.view(project))])
        #expect(bench.coordinator.detail?.content.value.isEditable == false)
    }

    @Test func moveMovesReloadsAndKeepsTheProjectSelected() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        let board = bench.makeBoard()
        await board.appear()
        let content = Recorder(board.content)

        bench.clock.advance(by: 60)
        await board.move(project.id, to: .done)

        var moved = project
        moved.state = .done
        moved.updatedAt = bench.clock.now()
        #expect(content.values == [
            bench.expectedBoard(todo: [project], canUndo: true),
            bench.expectedBoard(done: [moved], canUndo: true, selectedID: project.id),
        ])
    }

    @Test func theMoveMenuOffersTheTwoOtherColumnsAndMovesThroughTheBoard() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A", in: .doing))
        let board = bench.makeBoard()
        await board.appear()
        let counts = Recorder(board.content.map { $0.columns.map(\.count) })

        board.showMoveMenu(for: project.id)
        board.showMoveMenu(for: bench.id(99)) // not on the board: nothing
        let menu = try #require(bench.coordinator.moveMenu)
        #expect(menu.options == [MoveOption(state: .todo, label: "Move to TODO"), MoveOption(state: .done, label: "Move to DONE")])
        await menu.choose(.todo)

        #expect(counts.values == [[0, 1, 0], [1, 0, 0]])
        #expect(bench.coordinator.calls == [.showMoveMenu(project.id), .dismiss])
    }

    @Test func deleteRemovesTheProjectAndItsSelection() async throws {
        let bench = TestBench()
        let keep = try await bench.project(bench.addProject("Keep"))
        let drop = try await bench.project(bench.addProject("Drop"))
        let board = bench.makeBoard()
        await board.appear()
        board.select(drop.id)
        let content = Recorder(board.content)

        await board.delete(drop.id)

        #expect(content.values == [
            bench.expectedBoard(todo: [keep, drop], canUndo: true, selectedID: drop.id),
            bench.expectedBoard(todo: [keep], canUndo: true),
        ])
    }

    @Test func undoAndRedoFollowTheirAvailability() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        let board = bench.makeBoard()
        await board.appear()
        let availability = Recorder(board.content.map { "\($0.columns[0].count) undo:\($0.canUndo) redo:\($0.canRedo)" })

        await board.undo()
        await board.redo()

        #expect(availability.values == ["1 undo:true redo:false", "0 undo:false redo:true", "1 undo:true redo:false"])
        #expect(board.content.value.column(.todo)?.rows.map(\.project) == [project])
    }

    @Test(arguments: [(Locales.english, "Nothing to undo.", "Nothing to redo."), (Locales.korean, "되돌릴 작업이 없습니다.", "다시 실행할 작업이 없습니다.")])
    func undoOrRedoWithNothingToDoIsAnAlertAndChangesNothing(locale: Locale, undoMessage: String, redoMessage: String) async {
        let bench = TestBench(locale: locale)
        let board = bench.makeBoard()
        await board.appear()
        let content = Recorder(board.content)
        let alerts = Recorder(board.alerts)

        await board.undo()
        await board.redo()

        let heading = Localizer(locale: locale).errorHeading
        #expect(alerts.values == [Alert(title: heading, message: undoMessage, kind: .rejected), Alert(title: heading, message: redoMessage, kind: .rejected)])
        #expect(content.values == [bench.expectedBoard()])
    }

    @Test func showHistoryAsksForTheListWhichLoadsNewestFirst() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        let board = bench.makeBoard()
        await board.appear()
        await board.move(project.id, to: .doing)

        board.showHistory()
        let history = try #require(bench.coordinator.history)
        let lines = Recorder(history.lines.map { $0.map(\.text) })
        await history.appear()

        #expect(lines.values == [[], ["Moved 'A' from TODO to DOING.", "Added 'A'."]])
        #expect(bench.coordinator.calls == [.showHistory])
    }

    @Test func aStoreThatCannotBeWrittenMakesTheBoardReadOnlyUntilAWriteSucceeds() async throws {
        let repository = BreakableRepository()
        let clock = FixedClock()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester),
            clock: clock, localizer: Localizer(locale: Locales.english)
        )
        let board = factory.makeBoard(coordinator: nil)
        await board.appear()
        let banner = Recorder(board.content.map(\.readOnlyReason))
        let alerts = Recorder(board.alerts)
        let busy = StorageError.busy(lockFile: "/store/lock")
        let reason = "The store is busy: another project-manager holds /store/lock."

        repository.failure.withLock { $0 = busy }
        await board.undo()
        await board.appear()
        repository.failure.withLock { $0 = nil }
        await board.appear()

        #expect(banner.values == [nil, reason, reason, nil])
        #expect(alerts.values == [
            Alert(title: "Error", message: reason, kind: .storage),
            Alert(title: "Writable again", message: "The store can be written again; changes are saved as before.", kind: .storage),
        ])
    }

    /// A board on a ``BreakableRepository``, in English.
    private static func breakableBoard() -> (BreakableRepository, ViewModelFactory) {
        let repository = BreakableRepository()
        return (repository, repository.factory())
    }

    @Test func aStoreThatCanBeReadButNotWrittenStaysReadOnlyUntilTheCheckPasses() async throws {
        let (repository, factory) = Self.breakableBoard()
        try await factory.commands.add("A")
        let readOnly = StorageError.notWritable(path: "/store", reason: "Read-only file system")
        let reason = "Cannot write /store: Read-only file system."
        repository.writeFailure.withLock { $0 = readOnly }
        let board = factory.makeBoard(coordinator: nil)
        let banner = Recorder(board.content.map(\.readOnlyReason))
        let counts = Recorder(board.content.map { $0.columns.map(\.count) })
        let alerts = Recorder(board.alerts)

        await board.appear()     // read-only from the start, and the board is shown
        await board.appear()    // a successful read does not clear it: the check still fails
        await board.undo()       // refused by the store: said once, the state unchanged
        await board.appear()
        repository.writeFailure.withLock { $0 = nil }
        await board.appear()    // the check passes: writable, and said so
        repository.writeFailure.withLock { $0 = readOnly }
        await board.appear()    // read-only again, with nobody's change to blame: said so

        #expect(banner.values == [nil, reason, reason, reason, reason, nil, reason])
        #expect(counts.values == [[0, 0, 0]] + Array(repeating: [1, 0, 0], count: 6))
        #expect(alerts.values == [
            Alert(title: "Error", message: reason, kind: .storage),
            Alert(title: "Writable again", message: "The store can be written again; changes are saved as before.", kind: .storage),
            Alert(title: "Read-only", message: reason, kind: .storage),
        ])
    }

    @Test func aChangeTheStoreTookOnAWritableBoardNeedsNoCheckButOnAReadOnlyOneIsChecked() async throws {
        let (repository, factory) = Self.breakableBoard()
        try await factory.commands.add("A")
        let board = factory.makeBoard(coordinator: nil)
        let banner = Recorder(board.content.map(\.readOnlyReason))
        await board.appear()
        let id = try #require(board.content.value.columns[0].rows.first?.id)
        await board.move(id, to: .doing)  // taken by the store: it is still writable, unchecked
        #expect(repository.checks.withLock { $0 } == 1)

        repository.writeFailure.withLock { $0 = .notWritable(path: "/store", reason: "Read-only file system") }
        await board.appear()
        repository.writeFailure.withLock { $0 = nil }
        await board.move(id, to: .done)  // taken by a store the board last found read-only: checked
        #expect(repository.checks.withLock { $0 } == 3)
        #expect(banner.values == [nil, nil, nil, "Cannot write /store: Read-only file system.", nil])
    }

    @Test func aFailedSaveFromTheSheetMakesTheBoardReadOnlyUntilTheCheckPasses() async throws {
        let (repository, factory) = Self.breakableBoard()
        let coordinator = RecordingCoordinator()
        let board = factory.makeBoard(coordinator: coordinator)
        await board.appear()
        let banner = Recorder(board.content.map(\.readOnlyReason))
        let alerts = Recorder(board.alerts)
        let full = StorageError.notWritable(path: "/store/journal.jsonl", reason: "No space left on device")
        let reason = "Cannot write /store/journal.jsonl: No space left on device."

        board.add()
        let sheet = try #require(coordinator.detail)
        let sheetAlerts = Recorder(sheet.alerts)
        sheet.setTitle("New")
        repository.changeFailure.withLock { $0 = full }
        await sheet.done()       // the sheet says what failed and stays open; the board turns read-only
        repository.changeFailure.withLock { $0 = nil }
        await board.appear()    // the check passes: writable again

        #expect(banner.values == [nil, reason, nil])
        #expect(sheetAlerts.values == [Alert(title: "Error", message: reason, kind: .storage)])
        #expect(alerts.values == [
            Alert(title: "Writable again", message: "The store can be written again; changes are saved as before.", kind: .storage),
        ])
        #expect(coordinator.calls == [.showDetail(.create(in: .todo))])
    }

    @Test func aStoreThatCannotBeReadKeepsWhatTheBoardLastShowedAndSaysSo() async throws {
        let repository = BreakableRepository()
        let clock = FixedClock()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester),
            clock: clock, localizer: Localizer(locale: Locales.korean)
        )
        try await factory.commands.add("A")
        let board = factory.makeBoard(coordinator: nil)
        await board.appear()
        let content = Recorder(board.content)
        let alerts = Recorder(board.alerts)

        repository.failure.withLock { $0 = .corrupt(file: "/store/board.json", reason: "bad JSON") }
        await board.appear()

        var expected = content.values[0]
        expected.readOnlyReason = "/store/board.json 파일이 손상되었습니다(bad JSON). 파일은 그대로 두었습니다. 'project-manager repair'로 손상되지 않은 내용을 살릴 수 있습니다."
        #expect(content.values == [content.values[0], expected])
        #expect(content.values[1].columns.map(\.count) == [1, 0, 0])
        // It broke with no change of the user's to blame, so the board says so once.
        #expect(alerts.values == [Alert(title: "읽기 전용", message: expected.readOnlyReason!, kind: .storage)])
    }

    @Test func theBoardIsReleasedWhenItsFrontendLetsGoWhileSubscribed() async throws {
        @MainActor final class Frontend {
            let board: any BoardViewModelType
            var subscriptions: [Subscription] = []
            var drawn = 0
            init(board: any BoardViewModelType) {
                self.board = board
                // The closure holds the board strongly: the publisher must not, or this would be a cycle.
                board.content.subscribe { [weak self, board] _ in self?.drawn += board.content.value.columns.count }.store(in: &subscriptions)
                board.alerts.subscribe { [weak self] _ in self?.drawn += 1 }.store(in: &subscriptions)
            }
        }
        let bench = TestBench()
        weak var weakBoard: (any BoardViewModelType)?
        weak var weakFrontend: Frontend?
        do {
            let frontend = Frontend(board: bench.makeBoard())
            weakBoard = frontend.board
            weakFrontend = frontend
            await frontend.board.appear()
            frontend.board.add() // the coordinator now holds a sheet that points back to the board weakly
            #expect(frontend.drawn == 6)
            #expect(frontend.board.content.subscriberCount == 1) // still subscribed when it lets go
        }
        #expect(weakFrontend == nil)
        #expect(weakBoard == nil)
    }
}
