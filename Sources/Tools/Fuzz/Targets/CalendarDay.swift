// Fuzz target `calendar-day`: the deadline parsers, `CalendarDay(parsing:)` and `DeadlineExpression`.
//
// Strict `YYYY-MM-DD` means a day that parses prints back as exactly the text it came from; a typed
// deadline (`+3d`, `fri`) never traps and names a day within the days it may reach.
import Domain
import Foundation

/// libFuzzer calls this with each input it makes up; a crash or a failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func calendarDayTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let today = CalendarDay(year: 2026, month: 11, day: 22)!
    if let expression = try? DeadlineExpression(parsing: text) {
        var isRelative = true
        if case .day = expression { isRelative = false }
        let reach = expression.day(today: today).map { today.days(until: $0) }
        if isRelative, !(reach.map { (0...DeadlineExpression.maximumDaysAhead).contains($0) } ?? false) {
            fatalError("'\(text)' names no day within reach of today: \(expression)")
        }
    }
    guard let day = try? CalendarDay(parsing: text) else { return 0 }
    guard day.description == text, (try? CalendarDay(parsing: day.description)) == day,
          CalendarDay(year: day.year, month: day.month, day: day.day) == day else {
        fatalError("'\(text)' parsed as \(day), which does not print back the same")
    }
    return 0
}
