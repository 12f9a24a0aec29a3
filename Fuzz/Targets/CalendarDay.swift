// Fuzz target `calendar-day`: the deadline parser, `CalendarDay(parsing:)`.
//
// Strict `YYYY-MM-DD` means a day that parses prints back as exactly the text it came from.
import Domain
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func calendarDayTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let day = try? CalendarDay(parsing: text) else { return 0 }
    guard day.description == text, (try? CalendarDay(parsing: day.description)) == day,
          CalendarDay(year: day.year, month: day.month, day: day.day) == day else {
        fatalError("'\(text)' parsed as \(day), which does not print back the same")
    }
    return 0
}
