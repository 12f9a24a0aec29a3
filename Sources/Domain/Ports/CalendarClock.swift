import Foundation

/// The port for time: now, and how far the user's wall clock is from UTC, which decides where their
/// days begin (not named `Clock`, which the standard library has).
public protocol CalendarClock: Sendable {
    /// The current instant.
    func now() -> Date
    /// How many seconds the user's wall clock is ahead of UTC at `date`, summer time included.
    func utcOffset(at date: Date) -> Int
}

extension CalendarClock {
    /// The user's day today, for deciding what is overdue.
    public func today() -> CalendarDay {
        let now = now()
        // A clock set outside the years 1...9999: the nearer end stands in.
        return day(of: now) ?? (now.timeIntervalSince1970 < 0 ? .earliest : .latest)
    }

    /// The day `date` falls on for the user; `nil` before the year 1 or after 9999.
    public func day(of date: Date) -> CalendarDay? { CalendarDay(date, utcOffset: utcOffset(at: date)) }

    /// The instant the user's clock reads `hour`:00 on `day`, even on a day whose clocks change.
    public func instant(atHour hour: Int, on day: CalendarDay) -> Date {
        let wallClock = CalendarDay.daysSince1970(year: day.year, month: day.month, day: day.day) * 86_400 + hour * 3_600
        func seconds(_ value: Int) -> Date { Date(timeIntervalSince1970: Double(value)) }
        let guess = wallClock - utcOffset(at: seconds(wallClock))
        return seconds(wallClock - utcOffset(at: seconds(guess)))
    }
}
