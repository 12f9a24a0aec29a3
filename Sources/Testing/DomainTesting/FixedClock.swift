import Domain
import Foundation
import Synchronization

/// A clock that says the time you tell it, in the time zone you choose, so tests about "today" and
/// "overdue" are exact. It moves only when a test calls ``advance(by:)`` or ``set(_:)``.
public final class FixedClock: CalendarClock {
    /// A Gregorian calendar in the time zone given at creation.
    public let calendar: Calendar
    private let current: Mutex<Date>

    /// - Parameters:
    ///   - date: the instant it reports; by default 2026-11-22 09:00 UTC.
    ///   - timeZone: where its days begin; UTC by default.
    public init(_ date: Date = Date(timeIntervalSince1970: 1_795_338_000), timeZone: TimeZone = .gmt) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.current = Mutex(date)
    }

    /// The instant the clock is set to.
    public func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward (or back, with a negative interval).
    public func advance(by interval: TimeInterval) { current.withLock { $0 += interval } }

    /// Sets the clock to `date`.
    public func set(_ date: Date) { current.withLock { $0 = date } }
}
