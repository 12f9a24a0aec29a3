import Foundation
import Presentation
import PresentationTesting
import TerminalKit
import Testing
@testable import TerminalBoard

/// The boxes drawn over the board, reached the way a person reaches them: by keys on a real board.
@MainActor
@Suite("Boxes over the board")
struct SheetRendererTests {
    private let blankSheetLine = "  │" + String(repeating: " ", count: 74) + "│"

    @Test("The new-project form: fields, live counter, the body's lines, a validation message, the keys")
    func newProjectForm() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        await bench.press(.character("n"))
        await bench.type("Plan Q1")
        await bench.press(.tab)
        await bench.type("2026-13")
        await bench.press(.tab)
        await bench.type("Goals\nBudget")
        let lines = bench.lines()
        #expect(Array(lines.prefix(7)) == [
            " project-manager  1 overdue",
            " T┌─ TODO · New Project ─────────────────────────────────────────────────────┐",
            "──│ Title     Plan Q1                                                        │──",
            " W│ Deadline  2026-13                                                        │",
            "  │ Body                                                             12/1000 │",
            "  │ Goals                                                                    │",
            "  │ Budget                                                                   │",
        ])
        #expect(Array(lines[18...]) == [
            "  │ Deadline '2026-13' is not a day; use YYYY-MM-DD, today, tomorrow, +3d,   │",
            "  │ +2w or a weekday (mon…sun).                                              │",
            blankSheetLine,
            "  │ Tab Next field  Ctrl-S Done  Esc Cancel                                  │",
            "  └──────────────────────────────────────────────────────────────────────────┘",
            " n New  Enter Open  m Move  d Delete  u Undo  r Redo  H History  ? Help  q Quit",
        ])
        let screen = bench.screen.frame(size: Fixtures.small)
        #expect(screen.style(row: 6, column: 10)?.isReversed == true)  // the cursor, after "Budget"
        #expect(screen.style(row: 18, column: 4)?.foreground == .red)  // the message
        #expect(screen.style(row: 4, column: 5)?.isUnderlined == true)  // the focused field's label
    }

    @Test("The form in Korean: labels, hint and text take their display width")
    func koreanForm() async throws {
        let bench = ScreenBench(locale: Fixtures.korean)
        try await bench.addSampleProjects(korean: true)
        await bench.screen.appear()
        await bench.press(.character("n"))
        await bench.type("새 계획")
        await bench.press(.tab, .tab)
        await bench.type("목표\n예산")
        await bench.press(.tab)
        let lines = bench.lines()
        #expect(Array(lines[1...6]) == [
            " T┌─ TODO · 새 프로젝트 ─────────────────────────────────────────────────────┐",
            "──│ 제목    새 계획                                                          │──",
            "  │ 마감일  YYYY-MM-DD, +3d, fri… 또는 비워 두기 (↑↓ 하루, t 오늘)           │",
            "  │ 본문                                                              5/1000 │",
            "  │ 목표                                                                     │",
            "  │ 예산                                                                     │",
        ])
        #expect(lines[21] == "  │ Tab 다음 칸  Ctrl-S 완료  Esc 취소                                       │")
        for line in lines[1...22] {  // the right border, in display columns, is where it is in English
            let border: String.Index? = line.lastIndex { "│┐┘".contains($0) }
            #expect(border.map { String(line[..<$0]).displayWidth } == 77, "\(line)")
        }
    }

    @Test("A long title being typed shows its end, after a …")
    func longTitleShowsItsEnd() async throws {
        let bench = ScreenBench()
        try await bench.start()
        await bench.press(.character("n"))
        await bench.type(String(repeating: "abcdefghij", count: 7) + "XYZ")
        #expect(bench.lines()[2] == "──│ Title     …defghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijXYZ  │──")
    }

    @Test("A project opened read-only: its fields, and the keys to edit or close")
    func viewSheet() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        await bench.press(.enter)
        let lines = bench.lines()
        #expect(Array(lines[1...9]) == [
            " T┌─ TODO · Project ─────────────────────────────────────────────────────────┐",
            "──│ Title     Write the report                                               │──",
            " W│ Deadline  2026-11-20  Fri, Nov 20, 2026                                  │",
            "  │ Body                                                             47/1000 │",
            "  │ First draft by Friday                                                    │",
            "  │ Ask for review                                                           │",
            "  │ Fix                                                                      │",
            "  │ Submit                                                                   │",
            " P│                                                                          │",
        ])
        #expect(lines[21] == "  │ e Edit  Enter Done  Esc Close                                            │")
    }

    @Test("The move menu opens beside its row: the two other columns, the first highlighted, the keys")
    func moveMenu() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        await bench.press(.character("m"))
        let lines = bench.lines()
        #expect(Array(lines[2...7]) == [
            "──────────────────────────┼─┌─ Write the report ─────────────────┐──────────────",
            " Write the report         │ │ > Move to DOING                    │",
            "   First draft by Friday  │ │   Move to DONE                     │26",
            "   Ask for review         │ │                                    │",
            "   Fix…                   │ │ ↑/↓ Choose  Enter Move  Esc Cancel │",
            "   Nov 20, 2026           │ └────────────────────────────────────┘",
        ])
        let screen = bench.screen.frame(size: Fixtures.small)
        #expect(screen.style(row: 3, column: 30)?.isReversed == true)
        #expect(screen.style(row: 4, column: 30)?.isReversed == false)

        // The second project: the menu comes down with it, level with its title.
        await bench.press(.escape, .down, .character("m"))
        #expect(bench.lines()[8].hasPrefix("                          │ ┌─ Plan the offsite: a title much … ─┐"))
        #expect(bench.lines()[9].hasPrefix(" Plan the offsite: a tit… │ │ > Move to DOING "))
    }

    @Test("In the last column the move menu opens on the row's left, where there is room")
    func moveMenuInTheLastColumn() async throws {
        let bench = ScreenBench()
        try await bench.addSampleProjects()
        await bench.screen.appear()
        await bench.press(.right, .right, .character("m"))
        let lines = bench.lines()
        #expect(lines[3] == " Write the rep│ > Move to TODO                     │ │ Ship 1.0")
        #expect(lines[4] == "   First draft│   Move to DOING                    │ │   Nov 1, 2026")
    }

    @Test("The move menu in Korean, the second option highlighted")
    func koreanMoveMenu() async throws {
        let bench = ScreenBench(locale: Fixtures.korean)
        try await bench.addSampleProjects(korean: true)
        await bench.screen.appear()
        await bench.press(.character("m"), .down)
        #expect(Array(bench.lines()[2...7]) == [
            "──────────────────────────┼─┌─ 보고서 쓰기 ──────────────────┐──────────────────",
            " 보고서 쓰기              │ │   DOING(으)로 이동             │",
            "   초안은 금요일까지      │ │ > DONE(으)로 이동              │  11월 1일",
            "   검토 요청              │ │                                │",
            "   수정…                  │ │ ↑/↓ 선택  Enter 이동  Esc 취소 │",
            "   2026년 11월 20일       │ └────────────────────────────────┘",
        ])
    }

    @Test("The delete question, in English and Korean")
    func deleteConfirmation() async throws {
        let english = ScreenBench()
        try await english.addSampleProjects()
        await english.screen.appear()
        await english.press(.character("d"))
        #expect(english.lines()[11] == "                      │ Delete 'Write the report'? (y/n) │")
        let korean = ScreenBench(locale: Fixtures.korean)
        try await korean.addSampleProjects(korean: true)
        await korean.screen.appear()
        await korean.press(.character("d"))
        #expect(Array(korean.lines()[9...13]) == [
            " 워크숍 계획: 제목 ┌─ 삭제 ────────────────────────────────┐",
            "   2026년 12월 1일 │                                       │",
            "                   │ '보고서 쓰기'을(를) 삭제할까요? (y/n) │",
            "                   │                                       │",
            "                   └───────────────────────────────────────┘",
        ])
    }

    @Test("A title too long for the delete question is cut so the question fits")
    func longTitleInDeleteQuestion() async throws {
        let bench = ScreenBench()
        try await bench.start()
        try await bench.bench.addProject(String(repeating: "Long ", count: 19) + "end")
        await bench.screen.refresh()
        await bench.press(.character("d"))
        let question = try #require(bench.lines().first { $0.contains("(y/n)") })
        #expect(question.contains("Delete 'Long Long"))
        #expect(question.contains("…'? (y/n)"))
        #expect(question.displayWidth <= 80)
    }

    @Test("History: newest first, scrolled, with the position when it does not all fit")
    func history() async throws {
        let bench = ScreenBench()
        try await bench.start()
        for number in 1...30 { try await bench.bench.addProject("Project \(number)") }
        await bench.screen.refresh()
        await bench.press(.character("H"), .down, .down)
        let lines = bench.lines()
        #expect(lines[1] == " T┌─ History ────────────────────────────────────────────────────────────────┐")
        #expect(lines[2] == "──│ Nov 22, 2026 at 9:00\u{202F}AM  Added 'Project 28'.              tester@example │──")
        #expect(lines[19] == " P│ Nov 22, 2026 at 9:00\u{202F}AM  Added 'Project 11'.              tester@example │")
        #expect(lines[21] == " P│ ↑/↓ Scroll  Esc Close                                            3–20/30 │")
        await bench.press(.character("G"))
        let end = bench.lines()
        #expect(end[2] == "──│ Nov 22, 2026 at 9:00\u{202F}AM  Added 'Project 18'.              tester@example │──")
        #expect(end[19] == " P│ Nov 22, 2026 at 9:00\u{202F}AM  Added 'Project 1'.               tester@example │")
        #expect(end[21] == " P│ ↑/↓ Scroll  Esc Close                                           13–30/30 │")
        await bench.press(.up)  // from the end, one line back at once (the offset was kept in range)
        #expect(bench.lines()[2] == "──│ Nov 22, 2026 at 9:00\u{202F}AM  Added 'Project 19'.              tester@example │──")
    }

    @Test("History with nothing in it, in Korean")
    func emptyHistory() async throws {
        let bench = ScreenBench(locale: Fixtures.korean)
        try await bench.start()
        await bench.press(.character("H"))
        let lines = bench.lines()
        #expect(lines[1].hasPrefix(" T┌─ 히스토리 ─"))
        #expect(lines[2].hasPrefix("──│ 아직 기록이 없습니다. "))
        #expect(lines[21].hasPrefix("  │ ↑/↓ 스크롤  Esc 닫기 "))
    }

    @Test("Help lists every key")
    func help() async throws {
        let bench = ScreenBench()
        try await bench.start()
        await bench.press(.character("?"))
        let lines = bench.lines()
        #expect(lines[1].contains("┌─ Help ─"))
        let box = lines[2...21].map { line in
            String(line.drop { $0 != "│" }.dropFirst().prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        }
        #expect(box == [
            "←/→  h/l   Previous / next column", "↑/↓  k/j   Previous / next project", "g/G        First / last project",
            "n          New Project", "Enter      Open", "e          Edit", "Tab        Next field",
            "Enter      New line (in Body)", "Ctrl-S     Done", "Esc        Cancel", "m          Move",
            "<  >       Move to the previous / next column", "/          Filter by title or body (Esc clears)",
            "d  Delete  Delete", "u          Undo", "r          Redo", "H          History", "?          Help",
            "Ctrl-Z     Suspend (fg to come back)", "q  Ctrl-C  Quit",
        ])
        #expect(lines[22].contains("└───"))
    }

    @Test("An alert is drawn over everything, with the key that dismisses it")
    func alert() async throws {
        let bench = ScreenBench()
        try await bench.start()
        await bench.press(.character("u"))
        let lines = bench.lines()
        #expect(Array(lines[9...13]) == [
            "        ┌─ Error ──────────────────────────────────────────────────────┐",
            "        │ Nothing to undo.                                             │",
            "        │                                                              │",
            "        │ Enter OK                                                     │",
            "        └──────────────────────────────────────────────────────────────┘",
        ])
        #expect(bench.screen.frame(size: Fixtures.small).style(row: 9, column: 12)?.foreground == .red)
    }
}
