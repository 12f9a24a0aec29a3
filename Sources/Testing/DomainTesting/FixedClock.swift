import Domain
import Foundation
import Synchronization

/// A clock that says the time you tell it, in the time zone you choose, so tests about "today" and
/// "overdue" are exact. It moves only when a test calls ``advance(by:)`` or ``set(_:)``.
public final class FixedClock: CalendarClock {
    /// The time zone given at creation, where its days begin.
    public let timeZone: TimeZone
    private let current: Mutex<Date>

    /// - Parameters:
    ///   - date: the instant it reports; by default 2026-11-22 09:00 UTC.
    ///   - timeZone: where its days begin; UTC by default.
    public init(_ date: Date = Date(timeIntervalSince1970: 1_795_338_000), timeZone: TimeZone = .gmt) {
        self.timeZone = timeZone
        self.current = Mutex(date)
    }

    /// The instant the clock is set to.
    public func now() -> Date { current.withLock { $0 } }

    /// The time zone's offset at `date`.
    public func utcOffset(at date: Date) -> Int { timeZone.secondsFromGMT(for: date) }

    /// Moves the clock forward (or back, with a negative interval).
    public func advance(by interval: TimeInterval) { current.withLock { $0 += interval } }

    /// Sets the clock to `date`.
    public func set(_ date: Date) { current.withLock { $0 = date } }
}
