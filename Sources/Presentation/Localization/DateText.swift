import Domain
import Foundation

/// The three ways the screens write a date, in each language: the formats `Date.FormatStyle` gives in
/// `en_US` and `ko_KR` (`DateTextTests` hold them to it), written out because loading the locale data
/// costs a one-project command more than its own work. Days are Gregorian throughout, as ``CalendarDay``.
struct DateText {
    let language: Language

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let koreanWeekdays = ["일", "월", "화", "수", "목", "금", "토"]

    /// `Nov 22, 2026`, `2026년 11월 22일`.
    func day(_ day: CalendarDay) -> String {
        switch language {
        case .english: "\(Self.months[day.month - 1]) \(day.day), \(day.year)"
        case .korean: "\(day.year)년 \(day.month)월 \(day.day)일"
        }
    }

    /// `Tue, Dec 1, 2026`, `2026년 12월 1일 (화)`.
    func weekday(_ day: CalendarDay) -> String {
        let weekday = day.weekday % 7  // ISO's 1 Monday … 7 Sunday, as 0 Sunday … 6 Saturday
        return switch language {
        case .english: "\(Self.weekdays[weekday]), \(self.day(day))"
        case .korean: "\(self.day(day)) (\(Self.koreanWeekdays[weekday]))"
        }
    }

    /// `Nov 22, 2026 at 9:05 PM` (a narrow no-break space before `PM`, as the locale data has it),
    /// `2026년 11월 22일 오후 9:05`: the instant where clocks read UTC plus `utcOffset` seconds.
    func timestamp(_ date: Date, utcOffset: Int) -> String {
        // An instant beyond the calendar's years (read from a damaged store) shows as its first day.
        let day = CalendarDay(date, utcOffset: utcOffset) ?? .earliest
        let whole = Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
        let minuteOfDay = ((whole % 86_400 + utcOffset % 86_400) % 86_400 + 86_400) % 86_400 / 60
        let hour = minuteOfDay / 60, minute = minuteOfDay % 60
        let clock = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute)"
        return switch language {
        case .english: "\(self.day(day)) at \(clock)\u{202F}\(hour < 12 ? "AM" : "PM")"
        case .korean: "\(self.day(day)) \(hour < 12 ? "오전" : "오후") \(clock)"
        }
    }
}
