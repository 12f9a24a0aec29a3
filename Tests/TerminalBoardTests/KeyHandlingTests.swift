import Presentation
import PresentationTesting
import TerminalKit
import Testing
@testable import TerminalBoard

/// Every key of the board, pressed on a screen driving a real ``BoardViewModel`` over an in-memory store;
/// each test checks what the view models then show and what the store holds.
@MainActor
@Suite("Keys")
struct KeyHandlingTests {
    /// TODO: A, B, C; DOING: D; DONE: empty.
    private func board() async throws -> ScreenBench {
        let bench = ScreenBench()
        try await bench.start([("A", .todo), ("B", .todo), ("C", .todo), ("D", .doing)])
        return bench
    }

    @Test("The first project is selected when the board appears")
    func firstProjectIsSelected() async throws {
        let bench = try await board()
        #expect(bench.selectedTitle == "A")
        #expect(bench.state.focusedColumn == 0)
    }

    @Test("↑/↓ and k/j move between rows, g/G to the first and last, never past either end")
    func rows() async throws {
        let bench = try await board()
        var seen: [String?] = []
        for key in [Key.character("j"), .down, .down, .character("k"), .up, .up, .character("G"), .character("g")] {
            await bench.press(key)
            seen.append(bench.selectedTitle)
        }
        #expect(seen == ["B", "C", "C", "B", "A", "A", "C", "A"])
    }

    @Test("←/→ and h/l move between columns; an empty column selects nothing; the row index is kept")
    func columns() async throws {
        let bench = try await board()
        await bench.press(.character("j"), .character("l"))
        #expect(bench.selectedTitle == "D")
        #expect(bench.state.focusedColumn == 1)
        await bench.press(.right)
        #expect(bench.board.selectedID == nil)
        #expect(bench.state.focusedColumn == 2)
        await bench.press(.character("l"))  // no wrapping
        #expect(bench.state.focusedColumn == 2)
        await bench.press(.character("h"), .left)
        #expect(bench.selectedTitle == "A")
        #expect(bench.state.focusedColumn == 0)
    }

    @Test("n opens the form; typing (Hangul too), Tab, Enter in Body, Backspace and Ctrl-S save a new project, then it is selected")
    func newProject() async throws {
        let bench = try await board()
        await bench.press(.character("n"))
        guard case let .detail(sheet)? = bench.state.sheet else { Issue.record("no sheet"); return }
        #expect(sheet.content.mode == .create(in: .todo))
        #expect(sheet.field == .title)
        await bench.type("보고서 쓰기")
        await bench.press(.tab)
        await bench.type("2026-11-21")
        await bench.press(.tab)
        await bench.type("초안")
        await bench.press(.enter)
        await bench.type("검토!")
        await bench.press(.backspace)
        await bench.press(.control("s"))

        #expect(bench.state.sheet == nil)
        #expect(bench.selectedTitle == "보고서 쓰기")
        #expect(bench.titles == [["보고서 쓰기", "A", "B", "C"], ["D"], []])  // a deadline sorts first
        #expect(bench.state.focusedColumn == 0)
        #expect(bench.state.focusedRow == 0)
        let saved = try await bench.bench.factory.commands.show(#require(bench.board.selectedID).description).project
        #expect(saved.body == "초안\n검토")
        #expect(saved.deadline?.description == "2026-11-21")
    }

    @Test("Shift-Tab goes back a field; Enter in Title or Deadline goes to the next one")
    func fieldFocus() async throws {
        let bench = try await board()
        var fields: [DetailField] = []
        await bench.press(.character("n"))
        var bodies: [String] = []
        for key in [Key.backTab, .backTab, .tab, .tab, .enter, .enter, .enter] {
            await bench.press(key)
            if case let .detail(sheet)? = bench.state.sheet {
                fields.append(sheet.field)
                bodies.append(sheet.content.body)
            }
        }
        #expect(fields == [.body, .deadline, .body, .title, .deadline, .body, .body])
        #expect(bodies == ["", "", "", "", "", "", "\n"])  // Enter in Body is a new line
    }

    @Test("Esc cancels the form: nothing is added")
    func cancelNewProject() async throws {
        let bench = try await board()
        await bench.press(.character("n"))
        await bench.type("Never mind")
        await bench.press(.escape)
        #expect(bench.state.sheet == nil)
        #expect(bench.titles == [["A", "B", "C"], ["D"], []])
        #expect(bench.selectedTitle == "A")
    }

    @Test("Ctrl-S with a broken rule keeps the form open and says which rule")
    func invalidForm() async throws {
        let bench = try await board()
        await bench.press(.character("n"), .control("s"))
        guard case let .detail(sheet)? = bench.state.sheet else { Issue.record("the sheet closed"); return }
        #expect(sheet.content.validationMessages == ["Title is required."])
        #expect(bench.titles == [["A", "B", "C"], ["D"], []])
    }

    @Test("Enter opens the project read-only: typing does nothing; Enter (Done) closes it")
    func viewProject() async throws {
        let bench = try await board()
        await bench.press(.character("j"), .enter)
        guard case let .detail(sheet)? = bench.state.sheet else { Issue.record("no sheet"); return }
        #expect(sheet.content.isEditable == false)
        #expect(sheet.content.title == "B")
        await bench.press(.character("x"), .backspace)
        guard case let .detail(unchanged)? = bench.state.sheet else { Issue.record("the sheet closed"); return }
        #expect(unchanged.content.title == "B")
        await bench.press(.enter)
        #expect(bench.state.sheet == nil)
        await bench.press(.enter, .escape)
        #expect(bench.state.sheet == nil)
        #expect(bench.selectedTitle == "B")
    }

    @Test("e edits the open project; Ctrl-S saves it and keeps it selected")
    func editProject() async throws {
        let bench = try await board()
        await bench.press(.character("l"), .enter, .character("e"))
        guard case let .detail(sheet)? = bench.state.sheet else { Issue.record("no sheet"); return }
        #expect(sheet.content.isEditable)
        await bench.press(.backspace)
        await bench.type("Deploy")
        await bench.press(.control("s"))
        #expect(bench.state.sheet == nil)
        #expect(bench.titles == [["A", "B", "C"], ["Deploy"], []])
        #expect(bench.selectedTitle == "Deploy")
        #expect(bench.state.focusedColumn == 1)
    }

    @Test("Esc while editing discards the changes")
    func cancelEdit() async throws {
        let bench = try await board()
        await bench.press(.enter, .character("e"))
        await bench.type("ZZZ")
        await bench.press(.escape)
        #expect(bench.state.sheet == nil)
        #expect(bench.titles == [["A", "B", "C"], ["D"], []])
    }

    @Test("m opens the move menu with the first other column highlighted; ↑/↓ choose, Enter moves, the project stays selected")
    func move() async throws {
        let bench = try await board()
        await bench.press(.character("j"), .character("m"))
        guard case let .moveMenu(menu)? = bench.state.sheet else { Issue.record("no menu"); return }
        #expect(menu.options.map(\.label) == ["Move to DOING", "Move to DONE"])
        #expect(menu.highlighted == 0)
        var highlights: [Int] = []
        for key in [Key.down, .down, .up, .character("j")] {
            await bench.press(key)
            if case let .moveMenu(menu)? = bench.state.sheet { highlights.append(menu.highlighted) }
        }
        #expect(highlights == [1, 1, 0, 1])
        await bench.press(.enter)
        #expect(bench.state.sheet == nil)
        #expect(bench.titles == [["A", "C"], ["D"], ["B"]])
        #expect(bench.selectedTitle == "B")
        #expect(bench.state.focusedColumn == 2)
    }

    @Test("Esc closes the move menu without moving")
    func cancelMove() async throws {
        let bench = try await board()
        await bench.press(.character("m"), .down, .escape)
        #expect(bench.state.sheet == nil)
        #expect(bench.titles == [["A", "B", "C"], ["D"], []])
    }

    @Test("d asks first: anything but y keeps the project; y deletes it and selects the row that took its place")
    func delete() async throws {
        let bench = try await board()
        await bench.press(.character("j"), .character("d"))
        #expect(bench.state.sheet == .deleteConfirmation(id: bench.bench.id(2), title: "B"))
        await bench.press(.character("n"))
        #expect(bench.state.sheet == nil)
        await bench.press(.delete, .escape)
        #expect(bench.titles == [["A", "B", "C"], ["D"], []])
        await bench.press(.character("d"), .character("y"))
        #expect(bench.state.sheet == nil)
        #expect(bench.titles == [["A", "C"], ["D"], []])
        #expect(bench.selectedTitle == "C")
        await bench.press(.delete, .character("y"))
        #expect(bench.titles == [["A"], ["D"], []])
        #expect(bench.selectedTitle == "A")
    }

    @Test("u undoes the last change and r redoes it")
    func undoRedo() async throws {
        let bench = try await board()
        await bench.press(.character("d"), .character("y"))
        #expect(bench.titles == [["B", "C"], ["D"], []])
        await bench.press(.character("u"))
        #expect(bench.titles == [["A", "B", "C"], ["D"], []])
        #expect(bench.board.canRedo)
        await bench.press(.character("r"))
        #expect(bench.titles == [["B", "C"], ["D"], []])
        #expect(bench.state.alerts.isEmpty)
    }

    @Test("u with nothing to undo shows an alert; the next key only dismisses it")
    func alertTakesTheNextKey() async throws {
        let bench = ScreenBench()
        try await bench.start()
        await bench.press(.character("u"))
        #expect(bench.state.alerts.map(\.message) == ["Nothing to undo."])
        await bench.press(.character("n"))
        #expect(bench.state.alerts.isEmpty)
        #expect(bench.state.sheet == nil)
    }

    @Test("H shows the history, newest first; j scrolls; Esc closes it")
    func history() async throws {
        let bench = try await board()
        await bench.press(.character("m"), .enter, .character("H"))
        guard case let .history(list)? = bench.state.sheet else { Issue.record("no history"); return }
        #expect(list.lines.map(\.text) == ["Moved 'A' from TODO to DOING.", "Added 'D'.", "Added 'C'.", "Added 'B'.", "Added 'A'."])
        await bench.press(.character("j"))
        guard case let .history(scrolled)? = bench.state.sheet else { Issue.record("the history closed"); return }
        #expect(scrolled.offset == 1)
        await bench.press(.escape)
        #expect(bench.state.sheet == nil)
    }

    @Test("? shows help; the next key closes it and does nothing else")
    func help() async throws {
        let bench = try await board()
        await bench.press(.character("?"))
        #expect(bench.state.sheet == .help)
        await bench.press(.character("j"))
        #expect(bench.state.sheet == nil)
        #expect(bench.selectedTitle == "A")
    }

    @Test("q quits from the board; Ctrl-C quits from anywhere, even a form")
    func quit() async throws {
        let bench = try await board()
        #expect(await bench.screen.handle(.character("q")) == false)
        #expect(await bench.screen.handle(.character("n")) == true)
        #expect(await bench.screen.handle(.character("q")) == true)  // typed into the title
        #expect(await bench.screen.handle(.control("c")) == false)
        #expect(bench.titles == [["A", "B", "C"], ["D"], []])
    }

    @Test("Changes made by another process appear on refresh, and the selection follows its project")
    func refreshShowsOtherChanges() async throws {
        let bench = try await board()
        try await bench.bench.factory.commands.move(bench.bench.id(1).description, to: .done)
        try await bench.bench.addProject("E", in: .doing)
        await bench.screen.refresh()
        #expect(bench.titles == [["B", "C"], ["D", "E"], ["A"]])
        #expect(bench.selectedTitle == "A")
        #expect(bench.state.focusedColumn == 2)
        try await bench.bench.factory.commands.delete(bench.bench.id(1).description)
        await bench.screen.refresh()
        #expect(bench.board.selectedID == nil)  // DONE is empty now
        await bench.press(.character("h"))
        #expect(bench.selectedTitle == "D")
    }

    @Test("With 10,000 projects, G selects the last one and scrolls it into view")
    func largeBoard() async throws {
        let bench = ScreenBench()
        for number in 1...10_000 { try await bench.bench.addProject("Project \(number)") }
        await bench.screen.appear()
        await bench.press(.character("G"))
        #expect(bench.selectedTitle == "Project 10000")
        let lines = bench.lines()
        #expect(lines[1].hasPrefix(" TODO (10000)           ↑ │"))
        #expect(lines[21].hasPrefix(" Project 10000 "))
        await bench.press(.character("k"))
        #expect(bench.lines()[19].hasPrefix(" Project 9999 "))
        await bench.press(.character("g"))
        #expect(bench.lines()[3].hasPrefix(" Project 1 "))
        #expect(bench.lines()[1].hasPrefix(" TODO (10000)           ↓ │"))
    }
}
