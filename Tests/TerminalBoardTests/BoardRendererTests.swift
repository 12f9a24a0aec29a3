import Presentation
import PresentationTesting
import TerminalKit
import Testing
@testable import TerminalBoard

/// The board as drawn: snapshots of whole screens read back with `ScreenBuffer.lines`, and the styles
/// that carry meaning (selection, overdue, read-only).
@MainActor
@Suite("Board renderer")
struct BoardRendererTests {
    private let blankBoardLine = String(repeating: " ", count: 26) + "│" + String(repeating: " ", count: 26) + "│"

    @Test("80×24 in English: three columns with counts, rows cut to their column, the footer")
    func englishSnapshot() async throws {
        let bench = ScreenBench()
        try await bench.start()
        try await bench.addSampleProjects()
        await bench.screen.refresh()
        let lines = bench.lines()
        #expect(Array(lines.prefix(12)) == [
            " project-manager  1 overdue",
            " TODO (2)                 │ DOING (1)                │ DONE (1)",
            "──────────────────────────┼──────────────────────────┼──────────────────────────",
            " Write the report         │ Fix the login bug        │ Ship 1.0",
            "   First draft by Friday  │   Users on Safari canno… │   Nov 1, 2026",
            "   Ask for review         │                          │",
            "   Fix…                   │                          │",
            "   Nov 20, 2026           │                          │",
            "                          │                          │",
            " Plan the offsite: a tit… │                          │",
            "   Dec 1, 2026            │                          │",
            "                          │                          │",
        ])
        #expect(lines[12..<23].allSatisfy { $0 == blankBoardLine })
        #expect(lines[23] == " n New  Enter Open  m Move  d Delete  u Undo  r Redo  H History  ? Help  q Quit")
        #expect(lines.count == 24)
    }

    @Test("80×24 in Korean: Hangul takes two columns, so the separators stay aligned")
    func koreanSnapshot() async throws {
        let bench = ScreenBench(locale: Fixtures.korean)
        try await bench.addSampleProjects(korean: true)
        await bench.screen.appear()
        let lines = bench.lines()
        #expect(Array(lines.prefix(11)) == [
            " project-manager  기한 지남 1",
            " TODO (2)                 │ DOING (1)                │ DONE (1)",
            "──────────────────────────┼──────────────────────────┼──────────────────────────",
            " 보고서 쓰기              │ 로그인 버그 고치기       │ 1.0 출시",
            "   초안은 금요일까지      │   사파리에서 로그인이 …  │   2026년 11월 1일",
            "   검토 요청              │                          │",
            "   수정…                  │                          │",
            "   2026년 11월 20일       │                          │",
            "                          │                          │",
            " 워크숍 계획: 제목이 열…  │                          │",
            "   2026년 12월 1일        │                          │",
        ])
        #expect(lines[23] == " n 새로  Enter 열기  m 이동  d 삭제  u 되돌리기  r 다시 실행  ? 도움말  q 종료")
        for line in lines[1..<23] {
            #expect(Self.separatorColumns(in: line) == [26, 53], "\(line)")
        }
    }

    @Test("200×60: the columns share the width and long titles show whole")
    func wideSnapshot() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        let lines = bench.lines(Fixtures.wide)
        #expect(lines.count == 60)
        #expect(lines[1] == " TODO (2)" + String(repeating: " ", count: 57) + "│ DOING (1)" + String(repeating: " ", count: 56) + "│ DONE (1)")
        #expect(lines[4] == "   First draft by Friday" + String(repeating: " ", count: 42) + "│   Users on Safari cannot log in."
            + String(repeating: " ", count: 33) + "│   Nov 1, 2026")
        #expect(lines[9].hasPrefix(" Plan the offsite: a title much too long for its column "))
        #expect(lines[59].hasPrefix(" n New  Enter Open  m Move  d Delete  u Undo  r Redo  H History  ? Help  q Quit"))
        for line in lines[1..<59] {
            #expect(Self.separatorColumns(in: line) == [66, 133])
        }
    }

    @Test("The selected row is reversed across its column, and only it")
    func selectionIsReversed() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        let screen = bench.screen.frame(size: Fixtures.small)
        #expect(bench.selectedTitle == "Write the report")
        for row in 3...7 {
            #expect(screen.style(row: row, column: 0)?.isReversed == true)
            #expect(screen.style(row: row, column: 25)?.isReversed == true)
        }
        #expect(screen.style(row: 8, column: 0)?.isReversed == false)   // the blank line after it
        #expect(screen.style(row: 9, column: 1)?.isReversed == false)   // the next row
        #expect(screen.style(row: 3, column: 28)?.isReversed == false)  // another column
    }

    @Test("An overdue deadline stays red on the selected row, over its reversed background")
    func overdueOnTheSelectedRow() async throws {
        let bench = ScreenBench(policy: Fixtures.color)
        try await bench.addSampleProjects()
        await bench.screen.appear()  // "Write the report", overdue since Nov 20, is selected
        #expect(bench.selectedTitle == "Write the report")
        let screen = bench.screen.frame(size: Fixtures.small)
        #expect(screen.lines[7].hasPrefix("   Nov 20, 2026 "))
        let deadline = screen.style(row: 7, column: 3)
        #expect(deadline?.foreground == .red && deadline?.isReversed == true)
        #expect(screen.style(row: 3, column: 1)?.foreground == nil)  // the title is not red
    }

    @Test("The title bar counts what is overdue and due today, in both languages; nothing when nothing is")
    func dueSummary() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()  // one overdue (Nov 20); DONE's Nov 1 does not count
        try await bench.bench.addProject("Call the bank", deadline: "2026-11-22")
        try await bench.bench.addProject("Pay the rent", deadline: "2026-11-22", in: .doing)
        try await bench.bench.addProject("Sent", deadline: "2026-11-22", in: .done)
        await bench.screen.appear()
        #expect(bench.lines()[0] == " project-manager  1 overdue · 2 due today")
        #expect(bench.screen.frame(size: Fixtures.small).style(row: 0, column: 18)?.foreground == .red)
        let korean = BoardRenderer(localizer: Localizer(locale: Fixtures.korean), policy: Fixtures.color)
        #expect(korean.render(bench.state, size: Fixtures.small).lines[0] == " project-manager  기한 지남 1 · 오늘 마감 2")
        let empty = ScreenBench()
        try await empty.start([("Undated", .todo)])
        #expect(empty.lines()[0] == " project-manager")
    }

    @Test("Overdue deadlines are red with colour; without colour they are marked with !")
    func overdue() async throws {
        let bench = ScreenBench(policy: Fixtures.color)
        try await bench.addSampleProjects()
        await bench.screen.appear()
        await bench.press(.down)  // select the second row so the overdue one is drawn unselected
        let colored = bench.screen.frame(size: Fixtures.small)
        #expect(colored.lines[7].hasPrefix("   Nov 20, 2026 "))
        #expect(colored.style(row: 7, column: 3)?.foreground == .red)
        #expect(colored.style(row: 10, column: 3)?.foreground == nil)  // Dec 1: not yet
        #expect(colored.style(row: 4, column: 57)?.foreground == nil)  // DONE: never overdue

        for policy in [Fixtures.noColor, Fixtures.dumb] {
            let renderer = BoardRenderer(localizer: Localizer(locale: Fixtures.english), policy: policy)
            let plain = renderer.render(bench.state, size: Fixtures.small)
            #expect(plain.lines[7].hasPrefix("   ! Nov 20, 2026 "))
            #expect(plain.lines[10].hasPrefix("   Dec 1, 2026 "))
            #expect(plain.lines[4].hasSuffix("│   Nov 1, 2026"))
        }
    }

    @Test("With TERM=dumb the selection is marked with > since reverse video is not drawn")
    func dumbTerminalMarksTheSelection() async throws {
        let bench = ScreenBench(policy: Fixtures.dumb)
        try await bench.addSampleProjects()
        await bench.screen.appear()
        let lines = bench.lines()
        #expect(lines[3].hasPrefix(">Write the report "))
        #expect(lines[9].hasPrefix(" Plan the offsite"))
    }

    @Test("The title bar says read-only and why; the footer shows a notice instead of the keys")
    func readOnly() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        var state = bench.state
        state.board.readOnlyReason = "The store is busy: another project-manager holds /home/me/.local/share/project-manager/lock."
        let renderer = BoardRenderer(localizer: Localizer(locale: Fixtures.english), policy: Fixtures.color)
        let screen = renderer.render(state, size: Fixtures.small)
        #expect(screen.lines[0] == " project-manager  1 overdue  Read-only: The store is busy: another project-man…")
        #expect(screen.style(row: 0, column: 30)?.foreground == .red)
        #expect(screen.style(row: 23, column: 1)?.isDim == true)  // `n`: faint while read-only
        #expect(screen.style(row: 23, column: 8)?.isDim == false)  // `Enter` still opens

        state.notice = "Read-only: nothing can be changed now."
        #expect(renderer.render(state, size: Fixtures.small).lines[23] == " Read-only: nothing can be changed now.")

        let korean = BoardRenderer(localizer: Localizer(locale: Fixtures.korean), policy: Fixtures.color)
        state.board.readOnlyReason = "저장소를 다른 project-manager가 사용 중입니다"
        #expect(korean.render(state, size: Fixtures.small).lines[0] == " project-manager  기한 지남 1  읽기 전용: 저장소를 다른 project-manager가 사용…")
    }

    @Test("Undo and redo are faint when there is nothing to undo or redo", arguments: [false, true])
    func undoAvailability(canUndo: Bool) async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        var state = bench.state
        state.board.canUndo = canUndo
        let screen = BoardRenderer(localizer: Localizer(locale: Fixtures.english), policy: Fixtures.color)
            .render(state, size: Fixtures.small)
        let undo = screen.lines[23].distance(of: "u Undo")
        #expect(screen.style(row: 23, column: undo)?.isDim == !canUndo)
        #expect(screen.style(row: 23, column: screen.lines[23].distance(of: "r Redo"))?.isDim == true)
    }

    @Test("Smaller than 80×24 shows only 'terminal too small'", arguments: [
        TerminalSize(rows: 24, columns: 79), TerminalSize(rows: 23, columns: 80), TerminalSize(rows: 5, columns: 20),
    ])
    func tooSmall(size: TerminalSize) async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        let lines = bench.lines(size).filter { !$0.isEmpty }
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            == "terminal too small (needs at least 80×24)")
    }

    @Test("Too small, in Korean")
    func tooSmallInKorean() async throws {
        let bench = ScreenBench(locale: Fixtures.korean)
        await bench.screen.appear()
        #expect(bench.lines(TerminalSize(rows: 10, columns: 60)).filter { !$0.isEmpty }
            == ["            터미널이 너무 작습니다 (최소 80×24)"])
    }

    @Test("An empty column says so, and its heading shows the focus")
    func emptyColumns() async throws {
        let bench = ScreenBench()
        try await bench.start()
        let screen = bench.screen.frame(size: Fixtures.small)
        #expect(screen.lines[3] == " No projects              │ No projects              │ No projects")
        #expect(screen.style(row: 1, column: 1)?.isReversed == true)
        #expect(screen.style(row: 1, column: 28)?.isReversed == false)
    }

    @Test("Control characters in a title never reach the terminal raw")
    func controlCharactersAreShownHarmlessly() async throws {
        let bench = ScreenBench()
        try await bench.start()
        // The Domain refuses control characters in a title; a body may hold a tab, which is drawn as spaces.
        try await bench.bench.addProject("Tabs", body: "a\tb")
        await bench.screen.refresh()
        #expect(bench.lines()[4].hasPrefix("   a    b "))
    }

    /// The display columns of the `│` separators in `line`.
    static func separatorColumns(in line: String) -> [Int] {
        var columns: [Int] = []
        var column = 0
        for character in line {
            if character == "│" || character == "┼" { columns.append(column) }
            column += DisplayWidth.of(character)
        }
        return columns
    }
}

extension String {
    /// The character offset of `text` in this ASCII line (its screen column), or -1.
    func distance(of text: String) -> Int {
        guard let range = range(of: text) else { return -1 }
        return distance(from: startIndex, to: range.lowerBound)
    }
}
