#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain
import Foundation

/// The real clock, in the user's time zone: the process's own (`TZ`, else the system's) unless one is given.
///
/// It reports whole milliseconds so that times survive ISO 8601 export and import exactly.
public struct SystemClock: CalendarClock {
    /// The time zone given at creation; `nil` for the process's own.
    public let timeZone: TimeZone?

    /// A clock for this machine's time zone, or `timeZone` when given.
    public init(timeZone: TimeZone? = nil) {
        self.timeZone = timeZone
    }

    /// Now, rounded down to the millisecond.
    public func now() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }

    /// The given time zone's offset at `date`, or the process's own as the C library reads it from `TZ`
    /// and the system's zone files: Foundation's `TimeZone` reads the same, but loading its rules is slow
    /// next to a one-project command's work.
    public func utcOffset(at date: Date) -> Int {
        if let timeZone { return timeZone.secondsFromGMT(for: date) }
        // An instant the C library cannot place (not a number, or billions of years away) is taken as UTC.
        guard let whole = Int(exactly: date.timeIntervalSince1970.rounded(.down)) else { return 0 }
        var seconds = time_t(whole)
        var wallClock = tm()
        guard localtime_r(&seconds, &wallClock) != nil else { return 0 }
        // The wall clock's reading taken as if it were UTC, less the instant: the offset, where every C
        // library has `timegm` but names `tm`'s own offset field differently.
        return Int(timegm(&wallClock) - seconds)
    }
}
