import Presentation
import PresentationTesting
import TerminalKit
import Testing
@testable import TerminalBoard

/// The key handler as the pure function it is: a state and a key in, a state and the inputs to call out.
/// Read-only boards are tested here, since the state says "read-only" without a broken store.
@MainActor
@Suite("Key handler")
struct BoardKeyHandlerTests {
    private let handler = BoardKeyHandler(localizer: Localizer(locale: Fixtures.english))
    private let reason = "The store is busy: another project-manager holds lock."

    /// A read-only board with A selected in TODO.
    private func readOnlyState() async throws -> BoardScreenState {
        let bench = ScreenBench()
        try await bench.start([("A", .todo), ("B", .doing)])
        var state = bench.state
        state.board.readOnlyReason = reason
        return state
    }

    @Test("While read-only, keys that would change the store only say so", arguments: [
        Key.character("n"), .character("m"), .character("d"), .delete, .character("u"), .character("r"), .character(">"),
    ])
    func editingKeysAreRefused(key: Key) async throws {
        let state = try await readOnlyState()
        let outcome = handler.handle(key, in: state)
        #expect(outcome.inputs == [])
        #expect(outcome.state.notice == "Read-only: nothing can be changed now.")
        #expect(outcome.state.sheet == nil)
    }

    @Test("While read-only, looking around still works")
    func readingKeysWork() async throws {
        let state = try await readOnlyState()
        let id = try #require(state.board.selectedID)
        #expect(handler.handle(.enter, in: state).inputs == [.open(id: id)])
        #expect(handler.handle(.character("H"), in: state).inputs == [.showHistory])
        #expect(handler.handle(.character("l"), in: state).inputs == [.select(id: state.board.columns[1].rows[0].id)])
        #expect(handler.handle(.character("?"), in: state).state.sheet == .help)
        #expect(handler.handle(.character("q"), in: state).quits)
    }

    @Test("While read-only, an open sheet cannot be unlocked or saved")
    func sheetIsRefused() async throws {
        var state = try await readOnlyState()
        let bench = ScreenBench()
        try await bench.start([("A", .todo)])
        await bench.press(.enter)
        state.sheet = bench.state.sheet
        let edit = handler.handle(.character("e"), in: state)
        #expect(edit.inputs == [])
        #expect(edit.state.notice == "Read-only: nothing can be changed now.")
        await bench.press(.character("e"))  // a sheet unlocked before the store went read-only
        state.sheet = bench.state.sheet
        let save = handler.handle(.control("s"), in: state)
        #expect(save.inputs == [])
        #expect(save.state.notice == "Read-only: nothing can be changed now.")
        #expect(handler.handle(.escape, in: state).inputs == [.cancelDetail])
    }

    @Test("A notice lasts until the next key")
    func noticeIsCleared() async throws {
        let state = try await readOnlyState()
        let refused = handler.handle(.character("n"), in: state).state
        #expect(handler.handle(.character("j"), in: refused).state.notice == nil)
    }

    @Test("Typing goes to the focused field; Backspace removes the last character, Hangul whole")
    func typing() async throws {
        let bench = ScreenBench()
        try await bench.start()
        await bench.press(.character("n"))
        await bench.type("한글")
        let state = bench.state
        #expect(handler.handle(.backspace, in: state).inputs == [.setTitle(text: "한")])
        #expect(handler.handle(.character("!"), in: state).inputs == [.setTitle(text: "한글!")])
        let onDeadline = handler.handle(.tab, in: state).state
        #expect(handler.handle(.character("2"), in: onDeadline).inputs == [.setDeadline(text: "2")])
        #expect(handler.handle(.backspace, in: onDeadline).inputs == [])  // nothing to remove
    }

    @Test("Keys on an empty board do nothing but quit, help, history and new")
    func emptyBoard() async throws {
        let bench = ScreenBench()
        try await bench.start()
        let state = bench.state
        for key in [Key.enter, .character("m"), .character("d"), .character("j"), .character("G")] {
            let outcome = handler.handle(key, in: state)
            #expect(outcome.inputs == [])
            #expect(outcome.state == state)
        }
        #expect(handler.handle(.character("n"), in: state).inputs == [.add])
    }

    @Test("> and < send a move of the selected project to the next or previous column, none past the ends")
    func moveKeys() async throws {
        let bench = ScreenBench()
        try await bench.start([("A", .todo), ("B", .done)])
        let a = try #require(bench.state.board.selectedID)
        #expect(handler.handle(.character(">"), in: bench.state).inputs == [.move(id: a, to: .doing)])
        #expect(handler.handle(.character("<"), in: bench.state).inputs == [])
        await bench.press(.character(">"))
        await bench.press(.character(">"))
        #expect(bench.state.board.columns.map(\.count) == [0, 0, 2])
        #expect(bench.state.board.selectedID == a && bench.state.focusedColumn == 2)
        #expect(handler.handle(.character(">"), in: bench.state).inputs == [])
    }

    @Test("/ opens the filter line: each keystroke narrows the board, Enter keeps it, Esc clears it")
    func filterLine() async throws {
        let bench = ScreenBench()
        try await bench.start([("Alpha", .todo), ("Beta", .todo)])
        await bench.press(.character("/"))
        #expect(bench.state.filterField?.text == "")
        await bench.press(.character("B"))
        #expect(bench.state.board.filter == "B" && bench.state.board.columns[0].rows.map(\.title) == ["Beta"])
        let typed = handler.handle(.character("e"), in: bench.state)
        #expect(typed.inputs == [.filter(text: "Be")] && typed.state.filterField?.text == "Be")
        await bench.press(.enter)
        #expect(bench.state.filterField == nil && bench.state.board.filter == "B")
        #expect(handler.handle(.character("q"), in: bench.state).quits)  // the keys are the board's again
        await bench.press(.escape)
        #expect(bench.state.board.filter == "" && bench.state.board.columns[0].count == 2)
        await bench.press(.character("/"))
        await bench.press(.character("x"))
        await bench.press(.escape)
        #expect(bench.state.filterField == nil && bench.state.board.filter == "" && bench.state.board.columns[0].count == 2)
    }
}
