import Domain
import Foundation

/// The real clock, in the user's current time zone.
///
/// It reports whole milliseconds so that times survive ISO 8601 export and import exactly.
public struct SystemClock: CalendarClock {
    /// The Gregorian calendar in the process's time zone (`TZ`).
    public let calendar: Calendar

    /// A clock for this machine's time zone, or `timeZone` when given.
    public init(timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Now, rounded down to the millisecond.
    public func now() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }
}
