import Foundation
import Presentation
import PresentationObservation
import PresentationTesting
import Testing

@MainActor
struct ScreenModelTests {
    @Test func theBoardIsObservedOncePerChangeAndNotForAnEqualContent() async throws {
        let bench = TestBench()
        let project = try await bench.addProject("A")
        let screen = BoardScreenModel(bench.makeBoard())
        let watch = Watch { screen.content }
        await screen.viewModel.appear()
        watch.settle()
        screen.viewModel.select(nil) // the board publishes the same content again
        watch.settle()
        screen.viewModel.select(project)
        watch.settle()
        await screen.viewModel.appear() // read again, unchanged
        watch.settle()
        await screen.viewModel.move(project, to: .doing)
        watch.settle()
        #expect(watch.rendered.map { $0.columns.map(\.count) } == [[1, 0, 0], [1, 0, 0], [0, 1, 0]])
        #expect(watch.rendered.map(\.selectedID) == [nil, project, project])
        #expect(screen.content == screen.viewModel.content.value)
    }

    @Test func anAlertIsObservedUntilTheScreenDismissesIt() async throws {
        let bench = TestBench()
        let screen = BoardScreenModel(bench.makeBoard())
        let watch = Watch { screen.alert?.message }
        await screen.viewModel.undo()
        watch.settle()
        screen.alert = nil
        watch.settle()
        #expect(watch.rendered == ["Nothing to undo.", nil])
    }

    @Test func theSheetAndTheHistoryAreObservedToo() async throws {
        let bench = TestBench()
        let board = bench.makeBoard()
        board.add()
        let sheet = DetailScreenModel(try #require(bench.coordinator.detail))
        let title = Watch { sheet.content.title }
        sheet.viewModel.setTitle("A")
        title.settle()
        sheet.viewModel.setTitle("A") // same text: the sheet publishes nothing
        title.settle()
        await sheet.viewModel.done()
        title.settle()
        let history = HistoryScreenModel(bench.factory.makeHistory(coordinator: nil))
        let lines = Watch { history.content.map(\.text) }
        await history.viewModel.appear()
        lines.settle()
        #expect(title.rendered == ["A"])
        #expect(lines.rendered == [["Added 'A'."]])
    }

    @Test func aScreenModelIsReleasedWithItsViewModel() async throws {
        let bench = TestBench()
        weak var weakScreen: BoardScreenModel?
        weak var weakBoard: (any BoardViewModelType)?
        do {
            let screen = BoardScreenModel(bench.makeBoard())
            weakScreen = screen
            weakBoard = screen.viewModel
            await screen.viewModel.appear()
            screen.viewModel.add() // the coordinator keeps a sheet that points back to the board weakly
        }
        #expect(weakScreen == nil)
        #expect(weakBoard == nil)
    }

    @Test func aScreenModelLetsGoOfItsSubscriptionsWhenItGoes() {
        let bench = TestBench()
        let board = bench.makeBoard()
        var screen: BoardScreenModel? = BoardScreenModel(board)
        #expect(board.content.subscriberCount == 1 && board.alerts.subscriberCount == 1)
        withExtendedLifetime(screen) {}
        screen = nil
        #expect(board.content.subscriberCount == 0 && board.alerts.subscriberCount == 0)
    }
}
