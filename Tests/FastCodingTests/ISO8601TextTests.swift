import Domain
import FastCoding
import Foundation
import Testing

@Suite("ISO8601Text: instants in UTC with milliseconds")
struct ISO8601TextTests {
    @Test("writes the calendar date, the time and the milliseconds in UTC", arguments: [
        (0.0, "1970-01-01T00:00:00.000Z"),
        (-0.001, "1969-12-31T23:59:59.999Z"),
        (1_795_338_300.123, "2026-11-22T09:05:00.123Z"),
        (951_782_400.5, "2000-02-29T00:00:00.500Z"),
        (-62_135_596_800, "0001-01-01T00:00:00.000Z"),
        (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
    ])
    func writes(seconds: Double, text: String) {
        #expect(ISO8601Text.string(Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test("rounds to the nearest millisecond, so a date made of whole milliseconds is written as them")
    func roundsToNearestMillisecond() {
        // 1.001 s is 1000.999… ms as a Double: truncating would write .000.
        #expect(ISO8601Text.string(Date(timeIntervalSince1970: 1.001)) == "1970-01-01T00:00:01.001Z")
        for milliseconds in stride(from: Int64(1_795_338_300_000), to: 1_795_338_301_000, by: 7) {
            let text = ISO8601Text.string(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            #expect(text.hasSuffix(String(format: ".%03dZ", Int(milliseconds % 1000))), "\(milliseconds)")
        }
        // Half a millisecond before midnight rounds into the next day.
        #expect(ISO8601Text.string(Date(timeIntervalSince1970: 86_399.9996)) == "1970-01-02T00:00:00.000Z")
    }

    @Test("writes every time of day with its hours, minutes and seconds in place")
    func writesEveryTimeOfDay() {
        for second in stride(from: 0, to: 86_400, by: 7) {
            let text = ISO8601Text.string(Date(timeIntervalSince1970: 1_795_305_600 + Double(second) + 0.042))
            let expected = String(format: "2026-11-22T%02d:%02d:%02d.042Z", second / 3600, second / 60 % 60, second % 60)
            #expect(text == expected, "\(second)")
        }
    }

    @Test("appends its 24 bytes after what the buffer holds")
    func appends() {
        var bytes = Array("at ".utf8)
        ISO8601Text.append(Date(timeIntervalSince1970: 0), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "at 1970-01-01T00:00:00.000Z")
    }

    @Test("writes a day as CalendarDay.description spells it", arguments: [
        (1, 1, 1), (999, 12, 31), (2000, 2, 29), (2026, 11, 22), (9999, 12, 31),
    ])
    func writesADay(year: Int, month: Int, day: Int) throws {
        let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))
        var bytes = Array("due ".utf8)
        ISO8601Text.append(calendarDay, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "due " + calendarDay.description)
    }

    @Test("reads a day exactly where CalendarDay(parsing:) does", arguments: [
        "2026-11-22", "0001-01-01", "9999-12-31", "2000-02-29", "1900-02-29", "2026-02-30", "0000-01-01", "2026-13-01",
        "2026-1-22", "2026-11-2x", "+026-11-22", "2026/11/22", "2026-11-22 ", "", "２０２６-11-22",
    ])
    func readsADay(text: String) {
        var text = text
        let read = text.withUTF8 { ISO8601Text.day(UnsafeRawBufferPointer($0)) }
        #expect(read == (try? CalendarDay(parsing: text)))
    }
}
