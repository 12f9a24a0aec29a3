import Foundation

/// The port for time: the current instant and the calendar (with the user's time zone) that decides
/// which day it is. Named so as not to clash with the standard library's `Clock`.
public protocol CalendarClock: Sendable {
    /// The current instant.
    func now() -> Date
    /// The user's calendar, whose time zone decides where each day begins.
    var calendar: Calendar { get }
}

extension CalendarClock {
    /// The user's day today, for deciding what is overdue.
    public func today() -> CalendarDay { CalendarDay(now(), in: calendar) }
}
