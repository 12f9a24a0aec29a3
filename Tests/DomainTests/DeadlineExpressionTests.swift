import Domain
import Foundation
import Testing

@Suite("DeadlineExpression and day arithmetic")
struct DeadlineExpressionTests {
    /// Sunday 22 November 2026.
    static let today = CalendarDay(year: 2026, month: 11, day: 22)!

    @Test("adding days and the weekday agree with Foundation's Gregorian calendar, leap years and centuries included (after 1582, where Foundation leaves the Julian calendar)")
    func arithmeticAgreesWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        for start in ["1899-12-30", "2000-02-27", "2024-02-28", "2026-11-22", "2100-02-27", "1600-02-28"] {
            let day = try CalendarDay(parsing: start)
            for offset in [0, 1, 2, 3, 30, 365, 366, 1000] {
                let expected = try #require(CalendarDay(calendar.date(byAdding: .day, value: offset, to: day.startDate(in: calendar))!, in: calendar))
                #expect(day.adding(days: offset) == expected, "\(start) + \(offset)")
                #expect(expected.adding(days: -offset) == day)
                #expect(day.days(until: expected) == offset)
                let weekday = calendar.component(.weekday, from: expected.startDate(in: calendar))  // 1 Sunday
                #expect(expected.weekday == (weekday + 5) % 7 + 1, "\(expected)")
            }
        }
        #expect(CalendarDay(year: 9999, month: 12, day: 31)!.adding(days: 1) == nil)
        #expect(CalendarDay(year: 1, month: 1, day: 1)!.adding(days: -1) == nil)
    }

    @Test("each form names the day a person means", arguments: [
        ("2026-12-01", "2026-12-01"), ("today", "2026-11-22"), (" Tomorrow ", "2026-11-23"), ("+3d", "2026-11-25"),
        ("+0d", "2026-11-22"), ("+2w", "2026-12-06"), ("mon", "2026-11-23"), ("Friday", "2026-11-27"),
        ("sun", "2026-11-29"), ("sat", "2026-11-28"), ("금", "2026-11-27"), ("일요일", "2026-11-29"), ("내일", "2026-11-23"),
    ])
    func resolves(text: String, expected: String) throws {
        #expect(try DeadlineExpression(parsing: text).day(today: Self.today)?.description == expected)
    }

    @Test("anything else says which forms work", arguments: ["next week", "+3", "+d", "3d", "+-3d", "++3d", "+3 d",
                                                             "+99999d", "+３d", "2026/12/01", "monday2"])
    func rejects(text: String) {
        #expect(throws: CalendarDayError.unrecognized(text)) { try DeadlineExpression(parsing: text) }
    }

    @Test("empty is empty; a day not on the calendar says so")
    func emptyAndNonexistent() {
        #expect(throws: CalendarDayError.empty) { try DeadlineExpression(parsing: "  ") }
        #expect(throws: CalendarDayError.nonexistent("2026-02-30")) { try DeadlineExpression(parsing: "2026-02-30") }
    }
}
