import Domain
import FastCoding
import Foundation
import StoreRecords

/// Reads and writes the instants of the archive formats by hand.
///
/// A `DateFormatter` or `ISO8601FormatStyle` per item would dominate an import of 100,000 tasks, and
/// both formats are fixed, so plain arithmetic on the proleptic Gregorian calendar in UTC is enough.
enum ArchiveTimestamp {
    /// The instants an export writes and the parsers read back: the ones a store may hold.
    static let writable = StoredInstant.writable

    /// Parses ISO 8601 with or without fractional seconds, in `Z` or with an offset (`+09:00`, `+0900`).
    static func parseISO8601(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parseISO8601(UnsafeRawBufferPointer($0)) }
    }

    /// ``parseISO8601(_:)-(String)`` of UTF-8 bytes.
    static func parseISO8601(_ text: UnsafeRawBufferPointer) -> Date? {
        var scanner = TimestampScanner(text)
        guard let year = scanner.number(4), scanner.skip("-"), let month = scanner.number(2), scanner.skip("-"),
              let day = scanner.number(2), scanner.skip("T") || scanner.skip("t"),
              let hour = scanner.number(2), scanner.skip(":"), let minute = scanner.number(2), scanner.skip(":"),
              let second = scanner.number(2) else { return nil }
        var fraction: (value: Int, digits: Int) = (0, 0)
        if scanner.skip(".") || scanner.skip(",") {
            guard let digits = scanner.digits(), digits.digits > 0 else { return nil }
            fraction = digits
        }
        let offset: Int
        if scanner.skip("Z") || scanner.skip("z") {
            offset = 0
        } else if let sign = scanner.sign(), let hours = scanner.number(2) {
            _ = scanner.skip(":")
            guard let minutes = scanner.number(2), hours <= 23, minutes <= 59 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        return date(year, month, day, hour, minute, second, fraction: fraction, offset: offset)
    }

    /// Parses Taskwarrior's compact UTC form, `20261122T150000Z`.
    static func parseCompact(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parseCompact(UnsafeRawBufferPointer($0)) }
    }

    /// ``parseCompact(_:)-(String)`` of UTF-8 bytes, as an import reads them.
    static func parseCompact(_ text: UnsafeRawBufferPointer) -> Date? {
        var scanner = TimestampScanner(text)
        guard let year = scanner.number(4), let month = scanner.number(2), let day = scanner.number(2),
              scanner.skip("T"), let hour = scanner.number(2), let minute = scanner.number(2),
              let second = scanner.number(2), scanner.skip("Z"), scanner.isAtEnd else { return nil }
        return date(year, month, day, hour, minute, second, fraction: (0, 0), offset: 0)
    }

    // MARK: arithmetic

    private static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int,
        fraction: (value: Int, digits: Int), offset: Int
    ) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), hour <= 23, minute <= 59, second <= 60,
              day <= daysIn(month: month, year: year) else { return nil }
        let seconds = CalendarDay.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        // Whole milliseconds are divided once so that they give the very Double `Date` had when exported.
        if fraction.digits <= 3 {
            var milliseconds = fraction.value
            for _ in fraction.digits..<3 { milliseconds *= 10 }
            return Date(timeIntervalSince1970: Double(seconds * 1000 + milliseconds) / 1000)
        }
        return Date(timeIntervalSince1970: Double(seconds) + Double(fraction.value) / pow(10, Double(fraction.digits)))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
