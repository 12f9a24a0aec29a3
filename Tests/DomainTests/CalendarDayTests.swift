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

@Suite("CalendarDay, strictly")
struct CalendarDayStrictTests {
    @Test("rejects anything but exactly YYYY-MM-DD in ASCII digits", arguments: [
        "2026-11-2", "2026-11-222", "26-11-22", "2026-11-22 ", " 2026-11-22", "2026-11-22T00:00",
        "20261122", "2026.11.22", "+026-11-22", "-026-11-22", "2026-1a-22", "２０２６-11-22", "2026—11—22",
        "2026-11-٢٢", "2026_11_22", "22-11-2026",
    ])
    func rejectsMalformed(text: String) {
        #expect(throws: CalendarDayError.malformed(text)) { try CalendarDay(parsing: text) }
    }

    @Test("rejects days that are not on the calendar", arguments: [
        "0000-01-01", "2026-00-10", "2026-13-01", "2026-01-00", "2026-01-32", "2026-04-31", "2026-06-31",
        "2026-09-31", "2026-11-31", "1900-02-29", "2100-02-29",
    ])
    func rejectsNonexistent(text: String) {
        #expect(throws: CalendarDayError.nonexistent(text)) { try CalendarDay(parsing: text) }
    }

    @Test("accepts leap days of leap years, including centuries divisible by 400", arguments: [
        "2000-02-29", "2024-02-29", "2400-02-29",
    ])
    func acceptsLeapDays(text: String) throws {
        #expect(try CalendarDay(parsing: text).description == text)
    }

    @Test("the memberwise initializer rejects the same impossible days")
    func memberwiseRejects() {
        #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 0, month: 1, day: 1) == nil)
        #expect(CalendarDay(year: 10000, month: 1, day: 1) == nil)
        #expect(CalendarDay(year: 2026, month: 12, day: 31) != nil)
    }

    @Test("the description is zero padded")
    func padsDescription() throws {
        #expect(try #require(CalendarDay(year: 7, month: 3, day: 4)).description == "0007-03-04")
    }

    @Test("the error messages say what is wrong")
    func messages() {
        #expect(CalendarDayError.empty.description == "deadline is empty; use YYYY-MM-DD")
        #expect(CalendarDayError.malformed("2026/12/01").description
            == "deadline '2026/12/01' is not in the form YYYY-MM-DD")
        #expect(CalendarDayError.nonexistent("2026-02-30").description
            == "deadline '2026-02-30' is not a day on the calendar")
    }

    @Test("days order by year, then month, then day")
    func ordering() throws {
        let days = try ["2026-12-01", "2025-12-31", "2026-01-31", "2026-02-01"].map { try CalendarDay(parsing: $0) }
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-31", "2026-02-01", "2026-12-01"])
    }

    @Test("the day of an instant depends on the calendar's time zone")
    func dayOfInstant() throws {
        // 2026-11-22 11:30 UTC is already the 23rd in Kiritimati (UTC+14) and only the 21st at UTC−12.
        let instant = Date(timeIntervalSince1970: 1_795_347_000)
        #expect(CalendarDay(instant, in: Self.calendar(hours: 0))?.description == "2026-11-22")
        #expect(CalendarDay(instant, in: Self.calendar(hours: 14))?.description == "2026-11-23")
        #expect(CalendarDay(instant, in: Self.calendar(hours: -12))?.description == "2026-11-21")
    }

    @Test("a day's start date maps back to the same day in the same calendar")
    func startDateRoundTrips() throws {
        for hours in [-12, 0, 9, 14] {
            let calendar = Self.calendar(hours: hours)
            let day = try CalendarDay(parsing: "2026-03-29")
            #expect(CalendarDay(day.startDate(in: calendar), in: calendar) == day)
        }
    }

    @Test("the day of an instant agrees with Foundation's Gregorian calendar at every offset, around midnight and before 1970")
    func dayOfInstantAgreesWithFoundation() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        for offset in [-12 * 3600, -9000, 0, 5 * 3600 + 1800, 14 * 3600] {
            for seconds in [-2_000_000_000, -86_401, -86_400, -1, 0, 1, 86_399, 1_795_347_000, 4_000_000_000] {
                let instant = Date(timeIntervalSince1970: Double(seconds) + 0.5)
                let parts = utc.dateComponents([.year, .month, .day], from: instant.addingTimeInterval(Double(offset)))
                let expected = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
                #expect(CalendarDay(instant, utcOffset: offset) == expected, "\(seconds) at \(offset)")
            }
        }
        #expect(CalendarDay(Date(timeIntervalSince1970: -62_135_596_801), utcOffset: 0) == nil)  // 31 December of the year 0
        #expect(CalendarDay(Date(timeIntervalSince1970: 253_402_300_800), utcOffset: 0) == nil)  // 1 January 10000
        // What a damaged store could hold is no day, and no crash.
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            #expect(CalendarDay(Date(timeIntervalSince1970: seconds), utcOffset: 0) == nil)
        }
        #expect(CalendarDay(Date(timeIntervalSince1970: 0), utcOffset: .max) == nil)
    }

    static func calendar(hours: Int) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: hours * 3600)!
        return calendar
    }
}

@Suite("CalendarDay in other calendars")
struct CalendarDayOtherCalendarsTests {
    @Test("the day of an instant is the Gregorian day even when the user's calendar is not Gregorian", arguments: [
        Calendar.Identifier.buddhist, .japanese, .islamicUmmAlQura, .hebrew,
    ])
    func gregorianDayFromAnyCalendar(identifier: Calendar.Identifier) throws {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 14 * 3600))
        let instant = Date(timeIntervalSince1970: 1_795_347_000) // 2026-11-22 11:30 UTC
        #expect(CalendarDay(instant, in: calendar)?.description == "2026-11-23")
        let day = try CalendarDay(parsing: "2026-11-23")
        #expect(CalendarDay(day.startDate(in: calendar), in: calendar) == day)
        #expect(day.startDate(in: calendar) == Date(timeIntervalSince1970: 1_795_341_600)) // 2026-11-22 10:00 UTC
    }
}
