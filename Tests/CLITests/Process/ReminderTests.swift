import Foundation
import Testing

/// What helps a person not miss a deadline: `export --ics` for any calendar app, `list --due` for scripts.
@Suite("project-manager reminders", .timeLimit(.minutes(5)))
struct ReminderTests {
    @Test("export --ics: a to-do per project with a deadline, CRLF lines, a 09:00 reminder in the user's time zone")
    func calendar() async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Write, then send", "--deadline", "2999-12-31", "--body", "a;b")
        _ = try await sandbox.add("No deadline")
        let done = try await sandbox.add("Shipped", "--deadline", "2999-01-02", "--state", "done")
        let result = try await sandbox.run("export", "--ics", environment: ["TZ": "Asia/Seoul"])
        #expect(result.status == 0 && result.errors.isEmpty)
        let text = result.output
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))  // every line ends in CRLF
        #expect(text.components(separatedBy: "BEGIN:VTODO").count == 3)
        #expect(text.contains("SUMMARY:Write\\, then send\r\n") && text.contains("DESCRIPTION:a\\;b\r\n"))
        #expect(text.contains("DUE;VALUE=DATE:29991231\r\nSTATUS:NEEDS-ACTION\r\n"))
        #expect(text.contains("TRIGGER;VALUE=DATE-TIME:29991231T000000Z\r\n"))  // 09:00 in Seoul
        #expect(text.contains("STATUS:COMPLETED\r\n"))
        for shortID in [id, done] { #expect(text.contains("UID:\(shortID)")) }
        // Exported again, the same bytes: a calendar app updates its items instead of adding copies.
        #expect(try await sandbox.run("export", "--ics", environment: ["TZ": "Asia/Seoul"]).output == text)
    }

    @Test("list --due: the projects due that day, named as --deadline names days; a bad day is refused")
    func due() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Today's", "--deadline", "today")
        _ = try await sandbox.add("Tomorrow's", "--deadline", "tomorrow", "--state", "doing")
        _ = try await sandbox.add("Later", "--deadline", "+3d")
        _ = try await sandbox.add("Undated")
        func titles(_ arguments: String...) async throws -> [String] {
            try CommandTests.objects(try await sandbox.run(["list", "--json"] + arguments).output).compactMap { $0["title"] as? String }
        }
        #expect(try await titles("--due", "today") == ["Today's"])
        #expect(try await titles("--due", "tomorrow") == ["Tomorrow's"])
        #expect(try await titles("--due", "+3d") == ["Later"])
        #expect(try await titles("--due", "tomorrow", "--state", "todo") == [])
        let bad = try await sandbox.run("list", "--due", "someday")
        #expect(bad.status == 1 && bad.output.isEmpty)
        #expect(bad.errors.hasPrefix("error: Deadline 'someday' is not a day; use YYYY-MM-DD, today, tomorrow"))
    }
}
