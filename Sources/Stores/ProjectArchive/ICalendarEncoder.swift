import Domain
import FastCoding
import Foundation

/// Writes the projects that have a deadline as an iCalendar file (RFC 5545), so any calendar app shows
/// them and reminds at 09:00 on the day.
///
/// Each project becomes one all-day `VTODO`: `DUE` is its deadline (a date, no time), `STATUS` follows its
/// column (`NEEDS-ACTION`, `IN-PROCESS`, `COMPLETED`), and, unless it is done, a `VALARM` rings at 09:00
/// on that day where the user is. The `UID` is the project's id, so importing the file again updates
/// the same items instead of adding copies; `DTSTAMP` is the project's last change, so exporting an
/// unchanged board gives the same bytes. Lines end in CRLF, are folded at 75 octets (never inside a
/// UTF-8 sequence), and text is escaped (`\\`, `\;`, `\,`, `\n`).
///
/// ```swift
/// let calendar = try ICalendarEncoder(clock: clock).encode(projects)
/// ```
public struct ICalendarEncoder: ProjectArchiveEncoding {
    /// The hour of the reminder on the deadline's day, in the user's time zone.
    public static let reminderHour = 9

    private let clock: any CalendarClock

    /// - Parameter clock: its time zone is where "09:00 on the day" is (the reminder is written in UTC).
    public init(clock: any CalendarClock) {
        self.clock = clock
    }

    /// The calendar of the projects of `projects` that have a deadline, in the order given.
    public func encode(_ projects: [Project]) throws -> Data {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//project-manager//project-manager//EN",
                     "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        for project in projects {
            guard let deadline = project.deadline else { continue }
            lines += ["BEGIN:VTODO", "UID:\(IDText.text(project.id))@project-manager",
                      "DTSTAMP:\(Self.utc(project.updatedAt))", "CREATED:\(Self.utc(project.createdAt))",
                      "LAST-MODIFIED:\(Self.utc(project.updatedAt))", "SUMMARY:\(Self.escaped(project.title))"]
            if !project.body.isEmpty { lines.append("DESCRIPTION:\(Self.escaped(project.body))") }
            lines.append("DUE;VALUE=DATE:\(Self.date(deadline))")
            switch project.state {
            case .todo: lines.append("STATUS:NEEDS-ACTION")
            case .doing: lines.append("STATUS:IN-PROCESS")
            case .done: lines += ["STATUS:COMPLETED", "COMPLETED:\(Self.utc(project.updatedAt))", "PERCENT-COMPLETE:100"]
            }
            if project.state != .done {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(Self.escaped(project.title))",
                          "TRIGGER;VALUE=DATE-TIME:\(Self.utc(clock.instant(atHour: Self.reminderHour, on: deadline)))", "END:VALARM"]
            }
            lines.append("END:VTODO")
        }
        lines.append("END:VCALENDAR")
        var data = Data()
        for line in lines { data.append(contentsOf: Self.folded(line)) }
        return data
    }

    /// `20261201`: a DATE value.
    private static func date(_ day: CalendarDay) -> String {
        day.description.replacingOccurrences(of: "-", with: "")
    }

    /// `20261122T090000Z`: a DATE-TIME in UTC.
    static func utc(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CalendarDay.civilDate(daysSince1970: days)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(year, 4) + pad(month, 2) + pad(day, 2) + "T" + pad(secondOfDay / 3600, 2)
            + pad(secondOfDay / 60 % 60, 2) + pad(secondOfDay % 60, 2) + "Z"
    }

    /// A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": break  // a body never holds one; a CR alone would end the line
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The content line as bytes ending in CRLF, folded so no line is longer than 75 octets: a break is
    /// CRLF and one space, placed only between whole UTF-8 characters.
    static func folded(_ line: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var lineLength = 0
        for scalar in line.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            if lineLength + encoded.count > 75 {
                bytes += [0x0D, 0x0A, 0x20]
                lineLength = 1  // the space that starts the continuation
            }
            bytes += encoded
            lineLength += encoded.count
        }
        return bytes + [0x0D, 0x0A]
    }
}
