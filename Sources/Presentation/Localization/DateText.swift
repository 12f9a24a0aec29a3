import Domain
import Foundation

/// The three ways the screens write a date, spelled out for each language: `Nov 22, 2026`,
/// `Tue, Dec 1, 2026`, `Nov 22, 2026 at 9:05 PM`, and in Korean `2026년 11월 22일`,
/// `2026년 12월 1일 (화)`, `2026년 11월 22일 오후 9:05`.
///
/// They are the formats `Date.FormatStyle` gives in `en_US` and `ko_KR`, written here rather than asked
/// of the system's locale data: loading that data (ICU) cost a one-project command more than all its
/// own work, for formats that never change. `DateTextTests` hold them to `Date.FormatStyle`.
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

    /// `Tue, Dec 1, 2026`, `2026년 12월 1일 (화)`; the weekday as `timeZone`'s Gregorian calendar counts
    /// it (which, like the locale data, is Julian before October 1582).
    func weekday(_ day: CalendarDay, in timeZone: TimeZone) -> String {
        let calendar = Self.gregorian(in: timeZone)
        let weekday = calendar.component(.weekday, from: day.startDate(in: calendar)) - 1
        return switch language {
        case .english: "\(Self.weekdays[weekday]), \(self.day(day))"
        case .korean: "\(self.day(day)) (\(Self.koreanWeekdays[weekday]))"
        }
    }

    /// `Nov 22, 2026 at 9:05 PM` (a narrow no-break space before `PM`, as the locale data has it),
    /// `2026년 11월 22일 오후 9:05`: the instant in `timeZone`, counted in the Gregorian calendar.
    func timestamp(_ date: Date, in timeZone: TimeZone) -> String {
        let parts = Self.gregorian(in: timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = CalendarDay(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDay(year: 1, month: 1, day: 1)!
        let hour = parts.hour ?? 0
        let clock = "\(hour % 12 == 0 ? 12 : hour % 12):\(parts.minute ?? 0 < 10 ? "0" : "")\(parts.minute ?? 0)"
        return switch language {
        case .english: "\(self.day(day)) at \(clock)\u{202F}\(hour < 12 ? "AM" : "PM")"
        case .korean: "\(self.day(day)) \(hour < 12 ? "오전" : "오후") \(clock)"
        }
    }

    private static func gregorian(in timeZone: TimeZone) -> Calendar {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        return gregorian
    }
}
