import Foundation
import HTTPTesting
import Presentation
import PresentationTesting
import Testing
@testable import WebBoard

/// One tab's view models on the server: each input drives them, and the test reads the whole sequence
/// of outputs the page would be sent, in order.
@MainActor
@Suite struct BrowserTabTests {
    /// A tab of `bench` whose every output is kept, summarized in one line each.
    @MainActor
    final class Probe {
        let tab: BrowserTab
        private var sequence = 0

        private let sink = Sink()

        init(_ bench: TestBench) {
            let sink = sink
            tab = BrowserTab(id: "tab", factory: bench.factory) { sink.outputs.append($0) }
        }

        /// Sends `inputs` numbered after the ones before, one after the other.
        func send(_ inputs: BoardSessionInput...) async {
            for input in inputs {
                let applied = await tab.receive(input, sequence: sequence)
                #expect(applied, "input \(sequence) was refused")
                sequence += 1
            }
        }

        /// How many outputs arrived since the last ``take()``.
        var pending: Int { sink.outputs.count }

        /// The board as the page holds it: the last whole board with every patch since put in.
        private var board: BoardDocument?

        /// The outputs since the last call, one line each; a patch is shown as the board it makes.
        func take() -> [String] {
            defer { sink.outputs = [] }
            return sink.outputs.map { output in
                switch output {
                case let .board(board): self.board = board
                case let .boardPatch(patch): board = board?.applying(patch)
                default: return Self.summary(output)
                }
                return board.map { Self.summary(.board($0)) } ?? "a patch before any board"
            }
        }

        static func summary(_ output: TabOutput) -> String {
            switch output {
            case let .boardPatch(patch): return "patch \(patch)"
            case let .board(board):
                let columns = board.columns.map { column in
                    "\(column.title)(\(column.countText)):" + column.rows.map(\.title).joined(separator: ",")
                }
                return "board " + columns.joined(separator: " ") + " undo=\(board.canUndo) redo=\(board.canRedo)"
            case let .detail(sheet):
                let buttons = "\(sheet.leadingButton.label)/\(sheet.trailingButton.label)"
                return "detail \(sheet.heading) editable=\(sheet.isEditable) title=\(sheet.title) deadline=\(sheet.deadline) "
                    + "\(sheet.bodyCounter) \(buttons) messages=\(sheet.validationMessages)"
            case let .moveMenu(title, options): return "moveMenu \(title): " + options.map(\.label).joined(separator: ",")
            case let .history(heading, _, lines): return "history \(heading): " + lines.map(\.text).joined(separator: " | ")
            case let .confirmation(question, confirm, cancel): return "confirmation \(question) \(confirm)/\(cancel)"
            case let .closed(screen): return "closed \(screen)"
            case let .alert(alert): return "alert \(alert.title): \(alert.message)"
            case let .announcement(text): return "announcement \(text)"
            case let .sharedBoard(banner): return "sharedBoard \(banner.state) \(banner.title): " + banner.conflicts.map(\.text).joined(separator: " | ")
            }
        }
    }

    /// Where a tab's outputs go.
    @MainActor
    final class Sink {
        var outputs: [TabOutput] = []
    }

    @Test func appearSendsTheLoadedBoardOnly() async throws {
        let bench = TestBench()
        try await bench.addProject("First")
        let probe = Probe(bench)
        await probe.send(.appear, .appear)
        #expect(probe.take() == ["board TODO(1):First DOING(0): DONE(0): undo=true redo=false"])
    }

    @Test func theBoardFollowsTheStoresFeedFromItsFirstLoadUntilTheTabCloses() async throws {
        let bench = TestBench()
        try await bench.addProject("First")
        let probe = Probe(bench)
        let feed = bench.changes
        #expect(probe.tab.followsChanges)
        #expect(feed.listenerCount == 0)
        await probe.send(.appear)
        try await eventually("the tab listens to the feed") { feed.listenerCount == 1 }
        // Another program adds a project; the feed says so and the board is pushed without an input.
        try await bench.addProject("Second", in: .done)
        bench.changes.send()
        try await eventually("the new board is pushed") { await probe.pending == 2 }
        #expect(probe.take() == [
            "board TODO(1):First DOING(0): DONE(0): undo=true redo=false",
            "board TODO(1):First DOING(0): DONE(1):Second undo=true redo=false",
        ])
        probe.tab.close()
        try await eventually("the tab stops listening") { feed.listenerCount == 0 }
    }

    @Test func addingThroughTheSheetShowsItsMessagesThenTheNewRow() async throws {
        let probe = Probe(TestBench())
        await probe.send(.appear, .add, .done, .setTitle(text: "Plan"), .setDeadline(text: "2026-12-01"), .setBody(text: "ab"), .done)
        #expect(probe.take() == [
            "board TODO(0): DOING(0): DONE(0): undo=false redo=false",
            "detail New Project editable=true title= deadline= 0/1000 Cancel/Done messages=[]",
            "detail New Project editable=true title= deadline= 0/1000 Cancel/Done messages=[\"Title is required.\"]",
            "detail New Project editable=true title=Plan deadline= 0/1000 Cancel/Done messages=[]",
            "detail New Project editable=true title=Plan deadline=2026-12-01 0/1000 Cancel/Done messages=[]",
            "detail New Project editable=true title=Plan deadline=2026-12-01 2/1000 Cancel/Done messages=[]",
            "board TODO(1):Plan DOING(0): DONE(0): undo=true redo=false",
            "closed detail",
        ])
    }

    @Test func aRowOpensReadOnlyThenEditsAndSaves() async throws {
        let bench = TestBench()
        try await bench.addProject("Draft")
        let probe = Probe(bench)
        await probe.send(.appear, .open(id: bench.id(1)), .setTitle(text: "ignored while read-only"), .edit, .setTitle(text: "Final"), .done)
        #expect(probe.take() == [
            "board TODO(1):Draft DOING(0): DONE(0): undo=true redo=false",
            // Opening selects the row: the same board with the selection.
            "board TODO(1):Draft DOING(0): DONE(0): undo=true redo=false",
            "detail Project editable=false title=Draft deadline= 0/1000 Edit/Done messages=[]",
            "detail Edit Project editable=true title=Draft deadline= 0/1000 Cancel/Done messages=[]",
            "detail Edit Project editable=true title=Final deadline= 0/1000 Cancel/Done messages=[]",
            "board TODO(1):Final DOING(0): DONE(0): undo=true redo=false",
            "closed detail",
        ])
    }

    @Test func theMoveMenuMovesAndCloses() async throws {
        let bench = TestBench()
        try await bench.addProject("Ship")
        let probe = Probe(bench)
        await probe.send(.appear, .showMoveMenu(id: bench.id(1)), .choose(state: .doing), .undo, .redo)
        #expect(probe.take() == [
            "board TODO(1):Ship DOING(0): DONE(0): undo=true redo=false",
            "moveMenu Ship: Move to DOING,Move to DONE",
            "board TODO(0): DOING(1):Ship DONE(0): undo=true redo=false",
            "closed moveMenu",
            "board TODO(1):Ship DOING(0): DONE(0): undo=true redo=true",
            "board TODO(0): DOING(1):Ship DONE(0): undo=true redo=false",
        ])
    }

    @Test func deletingAsksFirst() async throws {
        let bench = TestBench()
        try await bench.addProject("Old")
        let probe = Probe(bench)
        await probe.send(.appear, .askDelete(id: bench.id(1)), .cancelDelete, .confirmDelete, .askDelete(id: bench.id(1)), .confirmDelete)
        #expect(probe.take() == [
            "board TODO(1):Old DOING(0): DONE(0): undo=true redo=false",
            "confirmation Delete 'Old'? Delete/Cancel",
            "closed confirmation",
            "confirmation Delete 'Old'? Delete/Cancel",
            "closed confirmation",
            "board TODO(0): DOING(0): DONE(0): undo=true redo=false",
        ])
    }

    @Test func theHistoryListOpensWithItsLinesAndCloses() async throws {
        let bench = TestBench()
        try await bench.addProject("One")
        let probe = Probe(bench)
        await probe.send(.appear, .move(id: bench.id(1), to: .done), .showHistory, .closeHistory, .undo)
        #expect(probe.take() == [
            "board TODO(1):One DOING(0): DONE(0): undo=true redo=false",
            "board TODO(0): DOING(0): DONE(1):One undo=true redo=false",
            "announcement Moved 'One' to DONE.",
            "history History: Moved 'One' from TODO to DONE. | Added 'One'.",
            "closed history",
            "board TODO(1):One DOING(0): DONE(0): undo=true redo=true",
        ])
    }

    @Test func anEmptyUndoIsAnAlert() async throws {
        let probe = Probe(TestBench())
        await probe.send(.appear, .undo)
        #expect(probe.take() == [
            "board TODO(0): DOING(0): DONE(0): undo=false redo=false",
            "alert Error: Nothing to undo.",
        ])
    }

    @Test func inputsArrivingOutOfOrderApplyInTheirOrder() async throws {
        let probe = Probe(TestBench())
        // Sent 0…4, arriving 4, 3, 2, 1, 0: each waits for the ones numbered before it.
        let inputs: [BoardSessionInput] = [.appear, .add, .setTitle(text: "A"), .setBody(text: "body"), .done]
        let applied = await withTaskGroup(of: Bool.self) { group in
            for (number, input) in inputs.enumerated().reversed() {
                group.addTask { await probe.tab.receive(input, sequence: number) }
            }
            var applied: [Bool] = []
            for await result in group { applied.append(result) }
            return applied
        }
        #expect(applied == [true, true, true, true, true])
        #expect(probe.take() == [
            "board TODO(0): DOING(0): DONE(0): undo=false redo=false",
            "detail New Project editable=true title= deadline= 0/1000 Cancel/Done messages=[]",
            "detail New Project editable=true title=A deadline= 0/1000 Cancel/Done messages=[]",
            "detail New Project editable=true title=A deadline= 4/1000 Cancel/Done messages=[]",
            "board TODO(1):A DOING(0): DONE(0): undo=true redo=false",
            "closed detail",
        ])
    }

    @Test func aNumberUsedTwiceOrFarAheadIsRefused() async throws {
        let probe = Probe(TestBench())
        await probe.send(.appear)
        #expect(await probe.tab.receive(.add, sequence: 0) == false)
        #expect(await probe.tab.receive(.add, sequence: BrowserTab.maximumGap + 1) == false)
        #expect(probe.take() == ["board TODO(0): DOING(0): DONE(0): undo=false redo=false"])
    }

    @Test func closingRefusesWaitingInputsAndLetsTheViewModelsGo() async throws {
        let bench = TestBench()
        var tab: BrowserTab? = BrowserTab(id: "tab", factory: bench.factory) { _ in }
        weak let weakTab = tab
        let waiting = Task { await tab?.receive(.add, sequence: 1) }
        await Task.yield()
        tab?.close()
        #expect(await waiting.value == false)
        tab = nil
        #expect(weakTab == nil)
    }

    // Bounded generously: in the whole run this waits its turns on a main actor every @MainActor suite shares.
    @Test(.timeLimit(.minutes(3))) func anInputMissingForAShortWhileIsGivenUpAndTheTabCloses() async throws {
        let tab = BrowserTab(id: "tab", factory: TestBench().factory, gapWait: .milliseconds(100)) { _ in }
        #expect(await tab.receive(.appear, sequence: 0))
        // Number 1 never comes: number 2 is refused, not held, and the tab closes (its page opens another).
        #expect(await tab.receive(.add, sequence: 2) == false)
        #expect(tab.isClosed)
    }
}
