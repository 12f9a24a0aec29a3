import Domain
import Foundation
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test("parses the strict YYYY-MM-DD form", arguments: ["2026-11-22", "2024-02-29", "0001-01-01", "9999-12-31"])
    func parsesValidDays(text: String) throws {
        #expect(try CalendarDay(parsing: text).description == text)
    }

    @Test("rejects what is not a day, saying why")
    func rejectsInvalidText() {
        #expect(throws: CalendarDayError.empty) { try CalendarDay(parsing: "") }
        #expect(throws: CalendarDayError.malformed("2026/12/01")) { try CalendarDay(parsing: "2026/12/01") }
        #expect(throws: CalendarDayError.malformed("2026-1-01")) { try CalendarDay(parsing: "2026-1-01") }
        #expect(throws: CalendarDayError.nonexistent("2026-02-30")) { try CalendarDay(parsing: "2026-02-30") }
        #expect(throws: CalendarDayError.nonexistent("2025-02-29")) { try CalendarDay(parsing: "2025-02-29") }
    }
}
