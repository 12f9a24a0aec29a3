import Domain
import DomainTesting
import Foundation
import Testing

@Suite("CalendarClock: the user's day and hour")
struct CalendarClockTests {
    @Test("today is the day the user's wall clock shows, not UTC's")
    func todayFollowsTheOffset() throws {
        let instant = Date(timeIntervalSince1970: 1_795_347_000)  // 2026-11-22 11:30 UTC
        #expect(FixedClock(instant, timeZone: .gmt).today().description == "2026-11-22")
        #expect(FixedClock(instant, timeZone: try #require(TimeZone(identifier: "Pacific/Kiritimati"))).today().description == "2026-11-23")
        #expect(FixedClock(instant, timeZone: try #require(TimeZone(secondsFromGMT: -12 * 3600))).today().description == "2026-11-21")
    }

    @Test("a clock set beyond the calendar's years gives the nearer end as today")
    func todayBeyondTheYears() {
        #expect(FixedClock(Date(timeIntervalSince1970: -70_000_000_000)).today() == CalendarDay(year: 1, month: 1, day: 1))
        #expect(FixedClock(Date(timeIntervalSince1970: 260_000_000_000)).today() == CalendarDay(year: 9999, month: 12, day: 31))
    }

    @Test("an hour on a day is met on the wall clock, on the days clocks change too", arguments: [
        ("America/New_York", "2026-03-08"), ("America/New_York", "2026-11-01"), ("Europe/Berlin", "2026-03-29"),
        ("Europe/Berlin", "2026-10-25"), ("Asia/Seoul", "2026-12-01"), ("Australia/Lord_Howe", "2026-04-05"),
        ("Pacific/Kiritimati", "2026-12-01"),
    ])
    func instantAtAnHour(zone: String, day: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let date = try CalendarDay(parsing: day)
        let instant = FixedClock(timeZone: timeZone).instant(atHour: 9, on: date)
        #expect(instant == calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 9)))
        #expect(calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
            == DateComponents(year: date.year, month: date.month, day: date.day, hour: 9, minute: 0))
    }
}
