extension CalendarDay {
    /// The day `count` days later (earlier when negative), or `nil` outside the years 1...9999.
    public func adding(days count: Int) -> CalendarDay? {
        let (year, month, day) = Self.civilDate(daysSince1970: dayNumber + count)
        return CalendarDay(year: year, month: month, day: day)
    }

    /// The day of the week: 1 Monday … 7 Sunday (ISO 8601).
    public var weekday: Int {
        let days = dayNumber + 3  // 1970-01-01 was a Thursday, ISO day 4
        return ((days % 7) + 7) % 7 + 1
    }

    /// Days from `self` to `other`: 1 when `other` is tomorrow, negative when it is past.
    public func days(until other: CalendarDay) -> Int { other.dayNumber - dayNumber }

    /// Days since 1970-01-01.
    private var dayNumber: Int { Self.daysSince1970(year: year, month: month, day: day) }

    /// Days since 1970-01-01 of a Gregorian date, by the "days from civil" algorithm: no calendar object
    /// and no time zone, as a day is a day.
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = year - (month <= 2 ? 1 : 0)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1  // counted from March 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Gregorian date `number` days after 1970-01-01: the inverse of ``daysSince1970(year:month:day:)``.
    public static func civilDate(daysSince1970 number: Int) -> (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
