import Domain
import Foundation

/// Instants as ISO 8601 in UTC with milliseconds (`2026-11-22T09:05:00.123Z`), written by arithmetic: the
/// one writer behind `list --json`, `show --json`, `history --json` and the export.
///
/// A formatter per date was most of the cost of a 10,000-row listing, and the form is fixed, so plain
/// arithmetic on the proleptic Gregorian calendar (``Domain/CalendarDay/civilDate(daysSince1970:)``) is
/// enough. The instant is rounded to the nearest millisecond, which is what the App's clock keeps: a
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
        let second = millisecondOfDay / 1000
        func put(_ value: Int64, _ width: Int) {
            var divisor: Int64 = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        func put(_ character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }
        put(Int64(civil.year), 4); put("-"); put(Int64(civil.month), 2); put("-"); put(Int64(civil.day), 2); put("T")
        put(second / 3600, 2); put(":"); put(second / 60 % 60, 2); put(":"); put(second % 60, 2)
        put("."); put(millisecondOfDay % 1000, 3); put("Z")
    }

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
