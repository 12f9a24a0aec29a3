import Foundation
@testable import LineShell
import Presentation
import PresentationTesting
import Testing

/// The shell on a fake board: no store and no use case, only the Input/Output protocols. Each test
/// checks both directions, what the shell printed from the board's output and which inputs it called.
@MainActor @Suite("LineShell on a fake board")
struct FakeBoardTests {
    let localizer = Localizer(locale: Locale(identifier: "en_US"))
    let first = SequentialIDGenerator.id(1)
    let second = SequentialIDGenerator.id(2)

    /// A board showing A in TODO and B in DOING.
    func boardWithTwoProjects() -> FakeBoardViewModel {
        let today = CalendarDay(year: 2026, month: 11, day: 22)!
        func row(_ id: ProjectID, _ title: String, _ state: ProjectState) -> ProjectRow {
            ProjectRow(Project(id: id, title: title, state: state, createdAt: Date(timeIntervalSince1970: 0)),
                       today: today, localizer: localizer)
        }
        return FakeBoardViewModel(content: BoardContent(columns: [
            BoardColumn(state: .todo, rows: [row(first, "A", .todo)]),
            BoardColumn(state: .doing, rows: [row(second, "B", .doing)]),
            BoardColumn(state: .done, rows: []),
        ]))
    }

    @Test func turnsEachLineIntoTheBoardsInputOnTheProjectItNumbered() async {
        let board = boardWithTwoProjects()
        var output: [String] = []
        let shell = LineShell(localizer: localizer, write: { output.append($0) }) { _ in board }

        await shell.run(lines: ["move 2 done", "delete 1", "undo", "redo", "move 3 todo"])

        #expect(board.inputs == [.appear, .move(id: second, to: .done), .delete(id: first), .undo, .redo])
        #expect(output == ["TODO (1)", "  1. A", "DOING (1)", "  2. B", "DONE (0)", "", "error: there is no project 3"])
    }

    @Test func printsWhatTheBoardPublishesAndEveryAlert() async {
        let board = FakeBoardViewModel()
        var output: [String] = []
        let shell = LineShell(localizer: localizer, write: { output.append($0) }) { _ in board }
        await shell.run(lines: [])

        board.send(Alert(title: "Error", message: "Nothing to undo.", kind: .rejected))
        board.show(BoardContent(readOnlyReason: "The store is busy."))

        #expect(output == [
            "TODO (0)", "DOING (0)", "DONE (0)", "",
            "error: Nothing to undo.",
            "TODO (0)", "DOING (0)", "DONE (0)", localizer.readOnlyBanner(reason: "The store is busy."), "",
        ])
    }

    @Test func addTypesTheTitleIntoTheSheetTheBoardShowsAndPressesDone() async {
        let board = FakeBoardViewModel()
        let sheet = FakeDetailViewModel(content: DetailContent(
            mode: .create(in: .todo), heading: "New Project", isEditable: true, title: "", body: "", deadline: "",
            bodyCounter: "0/1000", isBodyTooLong: false, validationMessages: [],
            leadingButton: DetailButton(role: .cancel, label: "Cancel"), trailingButton: DetailButton(role: .done, label: "Done")
        ))
        var coordinator: (any Coordinator)?
        board.onInput = { if $0 == .add { coordinator?.showDetail(sheet) } }
        sheet.onDone = { coordinator?.dismiss() }  // a save that succeeded
        let shell = LineShell(localizer: localizer, write: { _ in }) { shownBy in
            coordinator = shownBy
            return board
        }

        await shell.run(lines: ["add Write the README"])

        #expect(board.inputs == [.appear, .add])
        #expect(sheet.inputs == [.setTitle(text: "Write the README"), .done])
    }
}
