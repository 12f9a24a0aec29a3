/// A deadline as a person types it: `2026-12-01`, `today`, `tomorrow`, `+3d`, `+2w`, or a weekday
/// (`fri`, `금요일`: the next one after today). Every frontend parses with it, and ``day(today:)`` pins
/// it to the user's today, so "tomorrow" means tomorrow where the user is.
public enum DeadlineExpression: Sendable, Equatable {
    /// A day written out, `YYYY-MM-DD`.
    case day(CalendarDay)
    /// `today`, `tomorrow`, `+Nd` or `+Nw`: so many days after today.
    case daysFromToday(Int)
    /// The next day after today with this ISO weekday (1 Monday … 7 Sunday).
    case nextWeekday(Int)

    /// The most days ahead `+Nd` may say, so no arithmetic can overflow.
    public static let maximumDaysAhead = 9999

    /// Parses `text`, ignoring case and surrounding white space, or throws why it is no deadline.
    public init(parsing text: String) throws(CalendarDayError) {
        let word = text.trimmingWhitespace().lowercased()
        guard !word.isEmpty else { throw .empty }
        switch word {
        case "today", "오늘": self = .daysFromToday(0)
        case "tomorrow", "내일": self = .daysFromToday(1)
        default:
            if let weekday = Self.weekdays.first(where: { $0.names.contains(word) })?.number {
                self = .nextWeekday(weekday)
            } else if word.hasPrefix("+"), let unit = word.last, unit == "d" || unit == "w" {
                let digits = word.dropFirst().dropLast()
                guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                      let count = Int(digits), count * (unit == "w" ? 7 : 1) <= Self.maximumDaysAhead else {
                    throw .unrecognized(text)
                }
                self = .daysFromToday(count * (unit == "w" ? 7 : 1))
            } else {
                do {
                    self = .day(try CalendarDay(parsing: word))
                } catch .nonexistent {
                    throw .nonexistent(text)
                } catch {
                    throw .unrecognized(text)
                }
            }
        }
    }

    /// The day a deadline field holds, as every frontend reads it: `nil` for a blank field. Throws as
    /// ``init(parsing:)``, and ``CalendarDayError/nonexistent(_:)`` past the year 9999.
    public static func deadline(in text: String, today: CalendarDay) throws(CalendarDayError) -> CalendarDay? {
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        guard let day = try DeadlineExpression(parsing: text).day(today: today) else { throw .nonexistent(text) }
        return day
    }

    /// The day this expression names when today is `today`; `nil` only past the year 9999.
    public func day(today: CalendarDay) -> CalendarDay? {
        switch self {
        case let .day(day): day
        case let .daysFromToday(count): today.adding(days: count)
        case let .nextWeekday(weekday): today.adding(days: (weekday - today.weekday + 6) % 7 + 1)
        }
    }

    /// The names of each weekday a person may type: English (short and long) and Korean.
    private static let weekdays: [(number: Int, names: Set<String>)] = [
        (1, ["mon", "monday", "월", "월요일"]), (2, ["tue", "tues", "tuesday", "화", "화요일"]),
        (3, ["wed", "wednesday", "수", "수요일"]), (4, ["thu", "thur", "thurs", "thursday", "목", "목요일"]),
        (5, ["fri", "friday", "금", "금요일"]), (6, ["sat", "saturday", "토", "토요일"]),
        (7, ["sun", "sunday", "일", "일요일"]),
    ]
}
