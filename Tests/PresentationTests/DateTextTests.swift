import Domain
import Foundation
import Presentation
import PresentationTesting
import Testing

/// The localizer writes dates itself; these hold every form it writes to what the system's locale data
/// (`Date.FormatStyle` in `en_US` and `ko_KR`) gives for the same instant, up to the spaces and the
/// date-time joiner, which differ between versions of the locale data (a Mac's and the toolchain's).
struct DateTextTests {
    static let languages: [(Localizer, Locale)] = [
        (Localizer(locale: Locales.english), Locales.english), (Localizer(locale: Locales.korean), Locales.korean),
    ]
    static let zones = ["UTC", "Asia/Seoul", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata", "America/St_Johns"]

    static func calendar(_ zone: String) throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        return calendar
    }

    @Test(arguments: zones)
    func timestampsMatchTheLocaleData(zone: String) throws {
        let calendar = try Self.calendar(zone)
        let clock = FixedClock(timeZone: calendar.timeZone)
        // Every minute of the 24 hours of one day (midnight and noon among them), then one instant a
        // week and a few hours over two centuries: every month, weekday and daylight-saving change.
        let minutes: [TimeInterval] = (0..<(24 * 60)).map { 1_795_305_600 + TimeInterval($0) * 60 }
        let weeks: [TimeInterval] = Array(stride(from: -2_000_000_000, to: 4_000_000_000, by: 608_500))
        let instants = (minutes + weeks).map(Date.init(timeIntervalSince1970:))
        for (localizer, locale) in Self.languages {
            let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
            let wrong = instants.filter { Self.comparable(localizer.timestampText($0, clock: clock)) != Self.comparable($0.formatted(style)) }
            #expect(wrong.isEmpty, "\(locale.identifier) in \(zone): \(wrong.prefix(3).map { localizer.timestampText($0, clock: clock) })")
        }
    }

    @Test(arguments: ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"])
    func daysAndWeekdaysMatchTheLocaleData(zone: String) throws {
        let calendar = try Self.calendar(zone)
        // Every day of 2024 to 2027 (a leap year among them), and one day of each month across the
        // years a deadline may have since the Gregorian reform (before it, see below).
        let recent = (0..<(4 * 366)).compactMap { offset -> CalendarDay? in
            let date = Date(timeIntervalSince1970: 1_704_067_200 + Double(offset) * 86_400 + 43_200)
            return CalendarDay(date, in: calendar)
        }
        let spread = stride(from: 1583, through: 9999, by: 37).flatMap { year in
            (1...12).compactMap { CalendarDay(year: year, month: $0, day: (year * $0) % 28 + 1) }
        }
        for (localizer, locale) in Self.languages {
            let dayStyle = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
            let weekdayStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
                .weekday(.abbreviated).year().month(.abbreviated).day()
            let wrong = (recent + spread).filter { day in
                let start = day.startDate(in: calendar)
                return Self.comparable(localizer.dayText(day)) != Self.comparable(start.formatted(dayStyle))
                    || Self.comparable(localizer.weekdayText(day)) != Self.comparable(start.formatted(weekdayStyle))
            }
            #expect(wrong.isEmpty, "\(locale.identifier) in \(zone): \(wrong.prefix(3).map(\.description))")
        }
    }

    /// `text` with every kind of space as a plain one and the joiner between date and time as a comma:
    /// newer locale data writes `3:04\u{202F}PM` and `Nov 28, 2026 at 3:04`.
    static func comparable(_ text: String) -> String {
        String(text.map { $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator } ? " " : $0 })
            .replacing(" at ", with: ", ")
    }

    @Test func localeDataVersionsCompareAlike() {
        #expect(Self.comparable("Nov 28, 2026 at 3:04\u{202F}PM") == Self.comparable("Nov 28, 2026, 3:04 PM"))
        #expect(Self.comparable("Nov 28, 2026, 3:04 PM") != Self.comparable("Nov 28, 2026, 3:05 PM"))
    }

    @Test func weekdaysBeforeTheGregorianReformGoOnInTheSameCalendar() throws {
        // The reform's first day, 15 October 1582, was a Friday; the Gregorian days before it carry on
        // the same week (where the locale data switches to the Julian calendar, 4 October a Thursday).
        let english = Localizer(locale: Locales.english)
        #expect(english.weekdayText(try CalendarDay(parsing: "1582-10-15")) == "Fri, Oct 15, 1582")
        #expect(english.weekdayText(try CalendarDay(parsing: "1582-10-14")) == "Thu, Oct 14, 1582")
        #expect(english.weekdayText(try CalendarDay(parsing: "1582-10-04")) == "Mon, Oct 4, 1582")
        #expect(english.weekdayText(try CalendarDay(parsing: "0001-01-01")) == "Mon, Jan 1, 1")
    }
}
