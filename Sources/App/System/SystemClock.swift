import Domain
import Foundation

/// The real clock, in the user's current time zone.
///
/// It reports whole milliseconds so that times survive ISO 8601 export and import exactly.
public struct SystemClock: CalendarClock {
    /// Where the user's days begin: the process's time zone (`TZ`, else the system's) unless one is given.
    public let timeZone: TimeZone

    /// The Gregorian calendar in ``timeZone``, made when asked for: making it loads the time zone's
    /// rules, which a command that works out no day (`move`, `undo`, …) never needs.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// A clock for this machine's time zone, or `timeZone` when given.
    public init(timeZone: TimeZone = .autoupdatingCurrent) {
        self.timeZone = timeZone
    }

    /// Now, rounded down to the millisecond.
    public func now() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }
}
