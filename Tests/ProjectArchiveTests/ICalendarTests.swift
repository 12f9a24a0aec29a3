import ProjectArchive
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Archive: the iCalendar of deadlines")
struct ICalendarTests {
    static let created = Date(timeIntervalSince1970: 1_795_338_000)  // 2026-11-22 09:00:00 UTC
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static func project(_ number: Int, _ title: String, body: String = "", deadline: String?, state: ProjectState = .todo) -> Project {
        Project(id: SequentialIDGenerator.id(number), title: title, body: body,
                deadline: deadline.map { try! CalendarDay(parsing: $0) }, state: state,
                createdAt: created, updatedAt: created.addingTimeInterval(Double(number) * 60))
    }

    /// The calendar's unfolded content lines (a line starting with a space continues the one before).
    static func contentLines(_ data: Data) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "\r\n").dropLast().reduce(into: []) { lines, line in
            if line.hasPrefix(" ") { lines[lines.count - 1] += line.dropFirst() } else { lines.append(line) }
        }
    }

    @Test("one all-day to-do per project with a deadline: UID, status from its column, a reminder at 09:00 where the user is")
    func wholeCalendar() throws {
        let projects = [
            Self.project(1, "Write the report", body: "Draft; then review,\nsend", deadline: "2026-12-01"),
            Self.project(2, "No deadline", deadline: nil),
            Self.project(3, "Fix login", deadline: "2026-11-30", state: .doing),
            Self.project(4, "Ship 1.0", deadline: "2026-11-01", state: .done),
        ]
        let data = try ICalendarEncoder(clock: FixedClock(timeZone: Self.seoul)).encode(projects)
        #expect(Self.contentLines(data) == [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//project-manager//project-manager//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "BEGIN:VTODO", "UID:00000000-0000-0000-0000-000000000001@project-manager", "DTSTAMP:20261122T090100Z",
            "CREATED:20261122T090000Z", "LAST-MODIFIED:20261122T090100Z", "SUMMARY:Write the report",
            "DESCRIPTION:Draft\\; then review\\,\\nsend", "DUE;VALUE=DATE:20261201", "STATUS:NEEDS-ACTION",
            // 09:00 in Seoul (UTC+9) is midnight UTC.
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Write the report", "TRIGGER;VALUE=DATE-TIME:20261201T000000Z",
            "END:VALARM", "END:VTODO",
            "BEGIN:VTODO", "UID:00000000-0000-0000-0000-000000000003@project-manager", "DTSTAMP:20261122T090300Z",
            "CREATED:20261122T090000Z", "LAST-MODIFIED:20261122T090300Z", "SUMMARY:Fix login", "DUE;VALUE=DATE:20261130",
            "STATUS:IN-PROCESS", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Fix login",
            "TRIGGER;VALUE=DATE-TIME:20261130T000000Z", "END:VALARM", "END:VTODO",
            "BEGIN:VTODO", "UID:00000000-0000-0000-0000-000000000004@project-manager", "DTSTAMP:20261122T090400Z",
            "CREATED:20261122T090000Z", "LAST-MODIFIED:20261122T090400Z", "SUMMARY:Ship 1.0", "DUE;VALUE=DATE:20261101",
            "STATUS:COMPLETED", "COMPLETED:20261122T090400Z", "PERCENT-COMPLETE:100", "END:VTODO",
            "END:VCALENDAR",
        ])
        // The same board gives the same bytes: nothing depends on when it was exported.
        #expect(try ICalendarEncoder(clock: FixedClock(timeZone: Self.seoul)).encode(projects) == data)
    }

    @Test("the reminder is 09:00 on the day in the user's time zone, daylight saving included", arguments: [
        ("America/New_York", "2026-07-15", "20260715T130000Z"), ("America/New_York", "2026-01-15", "20260115T140000Z"),
        ("UTC", "2026-12-01", "20261201T090000Z"), ("Pacific/Kiritimati", "2026-12-01", "20261130T190000Z"),
    ])
    func reminderTime(zone: String, deadline: String, trigger: String) throws {
        let data = try ICalendarEncoder(clock: FixedClock(timeZone: try #require(TimeZone(identifier: zone)))).encode([Self.project(1, "T", deadline: deadline)])
        #expect(Self.contentLines(data).contains("TRIGGER;VALUE=DATE-TIME:\(trigger)"))
    }

    @Test("every line ends in CRLF and is at most 75 octets, folded between whole UTF-8 characters")
    func folding() throws {
        let title = String(repeating: "가나다라마 ", count: 20) + "👍🏽 e\u{301}"
        let body = String(repeating: "a\\b,c;d\n", count: 30)
        let data = try ICalendarEncoder(clock: FixedClock(timeZone: .gmt)).encode([Self.project(1, title, body: body, deadline: "2026-12-01")])
        let bytes = [UInt8](data)
        #expect(bytes.suffix(2) == [0x0D, 0x0A])
        var lines: [[UInt8]] = [], line: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A {
                #expect(index > 0 && bytes[index - 1] == 0x0D)  // no bare LF
                lines.append(line.dropLast())
                line = []
            } else {
                line.append(byte)
            }
        }
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil })  // no character cut in two
        #expect(lines.count > 25)  // the long ones were folded (17 lines unfolded)
        let unfolded = Self.contentLines(data)
        #expect(unfolded.contains("SUMMARY:" + title))
        #expect(unfolded.contains("DESCRIPTION:" + String(repeating: "a\\\\b\\,c\\;d\\n", count: 30)))
    }

    @Test("a board without deadlines is an empty calendar, still valid")
    func empty() throws {
        let data = try ICalendarEncoder(clock: FixedClock(timeZone: .gmt)).encode([Self.project(1, "Someday", deadline: nil)])
        #expect(Self.contentLines(data) == ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//project-manager//project-manager//EN",
                                            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "END:VCALENDAR"])
    }
}
