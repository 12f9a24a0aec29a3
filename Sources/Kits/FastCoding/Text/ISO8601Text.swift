import Domain
import Foundation

/// Instants as ISO 8601 in UTC with milliseconds (`2026-11-22T09:05:00.123Z`), and days (`2026-11-22`),
/// written by arithmetic: the one writer behind `list --json`, `show --json`, `history --json` and the export.
///
/// The form is fixed, so plain arithmetic on the proleptic Gregorian calendar
/// (``Domain/CalendarDay/civilDate(daysSince1970:)``) is enough, with no formatter per date. The instant is rounded to the nearest millisecond, which is what the App's clock keeps: a
/// `Date` made from whole milliseconds holds a `Double` a hair below or above them, and is written as
/// those milliseconds, so an export reads back to the same `Date`.
public enum ISO8601Text {
    /// Appends the 24 ASCII bytes of `date` (years 0000 to 9999; any other is written as `Date` prints it).
    public static func append(_ date: Date, to bytes: inout [UInt8]) {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, millisecondOfDay) = floorDivide(milliseconds, 86_400_000)
        let civil = CalendarDay.civilDate(daysSince1970: Int(days))
        guard (0...9999).contains(civil.year) else {
            bytes.append(contentsOf: "\(date)".utf8)
            return
        }
        let millisecond = Int(millisecondOfDay), second = millisecond / 1000
        // Written into 24 bytes on the stack and appended at once: a listing writes two per project.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            putDate(year: civil.year, month: civil.month, day: civil.day, into: text)
            text[10] = UInt8(ascii: "T")
            put(second / 3600, width: 2, into: text, at: 11)
            text[13] = UInt8(ascii: ":")
            put(second / 60 % 60, width: 2, into: text, at: 14)
            text[16] = UInt8(ascii: ":")
            put(second % 60, width: 2, into: text, at: 17)
            text[19] = UInt8(ascii: ".")
            put(millisecond % 1000, width: 3, into: text, at: 20)
            text[23] = UInt8(ascii: "Z")
            bytes.append(contentsOf: text)
        }
    }

    /// Appends the 10 ASCII bytes of `day` as ISO 8601 writes a date, `YYYY-MM-DD`: the bytes of
    /// ``Domain/CalendarDay/description``.
    public static func append(_ day: CalendarDay, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { text in
            putDate(year: day.year, month: day.month, day: day.day, into: text)
            bytes.append(contentsOf: text)
        }
    }

    /// The day `text` spells in the strict `YYYY-MM-DD` form, or `nil`: accepts exactly what
    /// ``Domain/CalendarDay/init(parsing:)`` accepts, from bytes, with no string built.
    public static func day(_ text: UnsafeRawBufferPointer) -> CalendarDay? {
        guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for position in range {
                let digit = text[position] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// Writes `YYYY-MM-DD` into the first 10 bytes of `text`.
    private static func putDate(year: Int, month: Int, day: Int, into text: UnsafeMutableBufferPointer<UInt8>) {
        put(year, width: 4, into: text, at: 0)
        text[4] = UInt8(ascii: "-")
        put(month, width: 2, into: text, at: 5)
        text[7] = UInt8(ascii: "-")
        put(day, width: 2, into: text, at: 8)
    }

    /// Writes the last `width` decimal digits of `value` (not negative) at `offset`, zero padded: two
    /// digits at a time from a table, which halves the divisions (a listing writes 26 digits a project).
    private static func put(_ value: Int, width: Int, into text: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        var value = value, position = offset + width
        let pairs = digitPairs.utf8Start
        while position - offset >= 2 {
            let pair = 2 * (value % 100)
            text[position - 2] = pairs[pair]
            text[position - 1] = pairs[pair + 1]
            value /= 100
            position -= 2
        }
        if position > offset { text[offset] = UInt8(ascii: "0") + UInt8(value % 10) }
    }

    /// The two digits of each number from 00 to 99, one after another.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// ``append(_:to:)``'s text as a string.
    public static func string(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
