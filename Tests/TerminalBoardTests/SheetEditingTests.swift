import Foundation
import Presentation
import PresentationTesting
import TerminalKit
import Testing
@testable import TerminalBoard

/// The sheet's fields edited with a cursor, and its deadline picked with keys, on a real screen over an
/// in-memory store; each test checks what the sheet shows, where the cursor is, and what is saved.
@MainActor
@Suite("Editing in the sheet")
struct SheetEditingTests {
    /// The open sheet, if any.
    private func sheet(_ bench: ScreenBench) -> DetailSheetState? {
        if case let .detail(sheet) = bench.state.sheet { return sheet }
        return nil
    }

    @Test("typing, Backspace and Delete happen at the cursor, moved by arrows, Home/End, Ctrl-A/E and word keys")
    func cursorEditing() async throws {
        let bench = ScreenBench()
        try await bench.start()
        await bench.press(.character("n"))
        await bench.type("Write report")
        await bench.press(.wordLeft)
        await bench.type("the ")
        await bench.press(.control("a"), .delete)
        await bench.type("w")
        await bench.press(.end, .alt("b"), .backspace, .control("e"))
        await bench.type("s")
        #expect(sheet(bench)?.content.title == "write thereports")
        await bench.press(.home, .alt("f"), .control("k"))
        #expect(sheet(bench)?.content.title == "write")
        await bench.press(.left, .control("u"))
        #expect(sheet(bench)?.content.title == "e")
        #expect(sheet(bench)?.title.cursor == 0)
        // The cursor is drawn on the character under it: "e", just after the label.
        let screen = bench.screen.frame(size: Fixtures.small)
        #expect(screen.lines[2].hasPrefix("──│ Title     e "))
        #expect(screen.style(row: 2, column: 14)?.isReversed == true)
        #expect(screen.style(row: 2, column: 15)?.isReversed == false)
    }

    @Test("in the body: ↑/↓ between lines at the same column, Enter splits a line, a paste of several lines lands whole")
    func body() async throws {
        let bench = ScreenBench()
        try await bench.start()
        await bench.press(.character("n"))
        await bench.type("T")
        await bench.press(.tab, .tab)
        await bench.type("첫째 줄")
        await bench.press(.enter)
        await bench.type("second")
        await bench.press(.up, .enter)  // column 6 of "second" is after "첫째 " (Hangul two columns each)
        await bench.press(.down, .paste("pasted\nlines "))  // from the start of "줄" to the start of "second"
        #expect(sheet(bench)?.content.body == "첫째 \n줄\npasted\nlines second")
        #expect(bench.lines()[5...8].map { String($0.dropFirst(4).prefix(12)).trimmingCharacters(in: .whitespaces) }
            == ["첫째", "줄", "pasted", "lines second"])
        await bench.press(.control("s"))
        #expect(try await bench.bench.repository.loadBoard(for: .tester).allProjects.map(\.body) == ["첫째 \n줄\npasted\nlines second"])
    }

    @Test("a paste into the title keeps it one line; a paste on the board does nothing")
    func pasteIntoTitle() async throws {
        let bench = ScreenBench()
        try await bench.start([("A", .todo)])
        await bench.press(.paste("q\nn"))
        #expect(bench.state.sheet == nil && bench.selectedTitle == "A")
        await bench.press(.character("n"), .paste("two\nlines"))
        #expect(sheet(bench)?.content.title == "two lines")
    }

    @Test("in the deadline field ↑/↓ step the day from today, Page Up/Down a week, t sets today; the weekday shows")
    func deadlineKeys() async throws {
        let bench = ScreenBench()  // today is Sunday 22 November 2026
        try await bench.start()
        await bench.press(.character("n"))
        await bench.type("Due soon")
        await bench.press(.tab, .up)
        #expect(sheet(bench)?.content.deadline == "2026-11-22")
        await bench.press(.up, .up, .pageUp, .down)
        #expect(sheet(bench)?.content.deadline == "2026-11-30")
        #expect(bench.lines()[3].contains("│ Deadline  2026-11-30  Mon, Nov 30, 2026 "))
        #expect(bench.lines()[21].contains("↑↓ Day  t Today"))
        await bench.press(.character("t"))
        #expect(sheet(bench)?.content.deadline == "2026-11-22")
        // Typed words work too, and `t` types a t once the field holds something else than a date.
        await bench.press(.control("u"))
        await bench.type("sat")
        #expect(sheet(bench)?.content.deadline == "sat")
        #expect(bench.lines()[3].contains("│ Deadline  sat  Sat, Nov 28, 2026 "))
        await bench.press(.control("s"))
        #expect(try await bench.bench.repository.loadBoard(for: .tester).allProjects.map(\.deadline?.description) == ["2026-11-28"])
    }
}
