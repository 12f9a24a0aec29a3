import Foundation
import Presentation
import PresentationTesting
import Testing
@testable import TerminalBoard
import TerminalKit

/// The terminal board on fake view models: no store and no use case, only the Input/Output protocols.
/// Each test presses keys and checks which inputs reached which view model, and what the screen shows.
@MainActor @Suite("Terminal board on fake view models")
struct FakeBoardScreenTests {
    let localizer = Localizer(locale: Locale(identifier: "en_US"))
    let id = SequentialIDGenerator.id(1)

    /// A screen on a fake board holding one project, A, in TODO; `answer` plays the board's side of
    /// the coordinator (what it shows for an input).
    func screen(answer: @escaping @MainActor (BoardSessionInput, any Coordinator) -> Void) async -> (BoardScreen, FakeBoardViewModel) {
        let project = Project(id: id, title: "A", createdAt: Date(timeIntervalSince1970: 0))
        let row = ProjectRow(project, today: CalendarDay(year: 2026, month: 11, day: 22)!,
                             localizer: localizer)
        let board = FakeBoardViewModel(content: BoardContent(columns: [
            BoardColumn(state: .todo, rows: [row]), BoardColumn(state: .doing, rows: []), BoardColumn(state: .done, rows: []),
        ]))
        var coordinator: (any Coordinator)?
        board.onInput = { input in coordinator.map { answer(input, $0) } }
        let screen = BoardScreen(localizer: localizer, policy: ColorPolicy(allowsColor: false, allowsAttributes: false)) {
            coordinator = $0
            return board
        }
        await screen.appear()
        return (screen, board)
    }

    @Test func mThenEnterChoosesTheFirstOtherColumnInTheMenuTheBoardShows() async {
        let menu = FakeMoveMenuViewModel(project: Project(id: id, title: "A", createdAt: Date(timeIntervalSince1970: 0)))
        let (screen, board) = await screen { input, coordinator in
            if input == .showMoveMenu(id: id) { coordinator.showMoveMenu(menu) }
        }

        _ = await screen.handle(.character("m"))
        #expect(screen.state.sheet == .moveMenu(MoveMenuState(projectTitle: "A", options: menu.options)))
        _ = await screen.handle(.enter)

        #expect(board.inputs == [.appear, .select(id: id), .showMoveMenu(id: id)])
        #expect(menu.inputs == [.choose(state: .doing)])
    }

    @Test func theHistoryTheBoardShowsIsLoadedAndClosedByItsKeys() async {
        let history = FakeHistoryViewModel()
        let (screen, board) = await screen { input, coordinator in
            if input == .showHistory { coordinator.showHistory(history) }
        }

        _ = await screen.handle(.character("H"))
        _ = await screen.handle(.escape)

        #expect(board.inputs == [.appear, .select(id: id), .showHistory])
        #expect(history.inputs == [.showHistory, .closeHistory])
    }
}
