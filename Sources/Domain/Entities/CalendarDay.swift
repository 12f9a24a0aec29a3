import Foundation

/// A day on the calendar with no time and no time zone, written `YYYY-MM-DD`: a deadline due on the
/// 1st of December stays the 1st when its owner flies from Seoul to New York.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// The first day a deadline may have.
    public static let earliest = CalendarDay(checkedYear: 1, month: 1, day: 1)
    /// The last day a deadline may have.
    public static let latest = CalendarDay(checkedYear: 9999, month: 12, day: 31)

    private init(checkedYear year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The day, or `nil` when there is no such day (`2026-02-30`) or the year is not 1...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.numberOfDays(inMonth: month, year: year)).contains(day) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Parses the strict `YYYY-MM-DD` form and nothing else, or throws why not.
    public init(parsing text: String) throws(CalendarDayError) {
        guard !text.isEmpty else { throw .empty }
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            throw .malformed(text)
        }
        func number(_ range: Range<Int>) throws(CalendarDayError) -> Int {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw .malformed(text) }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let day = CalendarDay(year: try number(0..<4), month: try number(5..<7), day: try number(8..<10)) else {
            throw .nonexistent(text)
        }
        self = day
    }

    /// The day `date` falls on where clocks read UTC plus `utcOffset` seconds; `nil` outside 1...9999.
    public init?(_ date: Date, utcOffset: Int) {
        // Past any day either way, and far from where the sum below could overflow.
        let bound = 1 << 40
        guard let whole = Int(exactly: date.timeIntervalSince1970.rounded(.down)), whole.magnitude < bound,
              utcOffset.magnitude < bound else { return nil }
        let seconds = whole + utcOffset
        let days = seconds >= 0 ? seconds / 86_400 : (seconds + 1) / 86_400 - 1
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        self.init(year: year, month: month, day: day)
    }

    /// The Gregorian day `date` falls on in `calendar`'s time zone, for a date picker's `Date`: a user
    /// whose calendar is Buddhist still gets `2026-11-22`, not the year 2569.
    public init?(_ date: Date, in calendar: Calendar) {
        self.init(date, utcOffset: calendar.timeZone.secondsFromGMT(for: date))
    }

    /// The first instant of this day in `calendar`, for formatting it with a `DateFormatter`.
    public func startDate(in calendar: Calendar) -> Date {
        Self.gregorian(like: calendar).date(from: DateComponents(year: year, month: month, day: day))
            ?? Date(timeIntervalSince1970: 0)
    }

    /// `calendar` itself when it is Gregorian, else a Gregorian calendar in its time zone.
    private static func gregorian(like calendar: Calendar) -> Calendar {
        guard calendar.identifier != .gregorian else { return calendar }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        return gregorian
    }

    /// `YYYY-MM-DD`, zero padded.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Whether `lhs` comes before `rhs` on the calendar.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
