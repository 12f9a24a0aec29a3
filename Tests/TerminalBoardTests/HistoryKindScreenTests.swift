import Foundation
import Presentation
import PresentationTesting
import Testing
@testable import TerminalBoard

/// The terminal board's History says what undo and redo did, in both languages.
@MainActor
@Suite("History of undo and redo on the terminal board")
struct HistoryKindScreenTests {
    @Test("u then r then H: the newest lines say Redid and Undid before the change", arguments: [
        (Fixtures.english, ["Redid: Added 'One'.", "Undid: Added 'One'.", "Added 'One'."]),
        (Fixtures.korean, ["다시 실행: 'One'을(를) 추가했습니다.", "되돌림: 'One'을(를) 추가했습니다.", "'One'을(를) 추가했습니다."]),
    ])
    func undoAndRedoInHistory(locale: Locale, expected: [String]) async throws {
        let bench = ScreenBench(locale: locale)
        try await bench.start()
        try await bench.bench.addProject("One")
        await bench.screen.refresh()
        await bench.press(.character("u"), .character("r"), .character("H"))
        let lines = bench.lines()
        for (row, text) in zip(2..., expected) {
            #expect(lines[row].contains(text), "row \(row): \(lines[row])")
        }
        #expect(!lines[4].contains("Undid") && !lines[4].contains("되돌림"), "the change itself: \(lines[4])")
    }
}
