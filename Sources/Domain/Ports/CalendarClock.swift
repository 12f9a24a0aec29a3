import Foundation

/// The port for time: the current instant, and how far the user's wall clock is from UTC, which decides
/// where their days begin. The Domain counts the days itself (``CalendarDay``). Named so as not to clash
/// with the standard library's `Clock`.
public protocol CalendarClock: Sendable {
    /// The current instant.
    func now() -> Date
    /// How many seconds the user's wall clock is ahead of UTC at `date` (behind when negative): their
    /// time zone's offset at that instant, summer time included.
    func utcOffset(at date: Date) -> Int
}

extension CalendarClock {
    /// The user's day today, for deciding what is overdue.
    public func today() -> CalendarDay {
        let now = now()
        // Only a clock set before the year 1 or after 9999 has no day: the nearer end stands in for it.
        return day(of: now) ?? (now.timeIntervalSince1970 < 0 ? .earliest : .latest)
    }

    /// The day `date` falls on for the user; `nil` before the year 1 or after 9999.
    public func day(of date: Date) -> CalendarDay? { CalendarDay(date, utcOffset: utcOffset(at: date)) }

    /// The instant the user's clock reads `hour`:00 on `day`. The offset is looked up twice, the second
    /// time at the instant the first gives, so that a day whose clocks change is still met at that hour.
    public func instant(atHour hour: Int, on day: CalendarDay) -> Date {
        let wallClock = CalendarDay.daysSince1970(year: day.year, month: day.month, day: day.day) * 86_400 + hour * 3_600
        func seconds(_ value: Int) -> Date { Date(timeIntervalSince1970: Double(value)) }
        let guess = wallClock - utcOffset(at: seconds(wallClock))
        return seconds(wallClock - utcOffset(at: seconds(guess)))
    }
}
