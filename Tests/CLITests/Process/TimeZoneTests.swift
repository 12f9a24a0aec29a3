import Foundation
import Testing

/// The user's time zone (`TZ`) decides which day "today" is and the hour `show` prints; the program
/// reads it through the C library, and Foundation, reading the same `TZ`, must agree to the minute.
@Suite("project-manager in the user's time zone", .timeLimit(.minutes(5)))
struct TimeZoneTests {
    /// Today in `zone`, as Foundation's calendar counts it.
    private static func today(in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test("today is the user's: UTC+14 and UTC−12 name different days", arguments: ["Pacific/Kiritimati", "Etc/GMT+12"])
    func todayIsTheUsers(zone: String) async throws {
        let sandbox = try Sandbox()
        let timeZone = try #require(TimeZone(identifier: zone))
        let before = Self.today(in: timeZone)
        let id = try await sandbox.run("add", "Due today", "--deadline", "today", environment: ["TZ": zone])
        let after = Self.today(in: timeZone)
        #expect(id.status == 0)
        let deadline = try CommandTests.objects(try await sandbox.run("list", "--json").output).first?["deadline"] as? String
        #expect(deadline == before || deadline == after)  // either side of a midnight passing during the run
    }

    @Test("show prints when a project was made on the user's clock, half-hour offsets and summer time included",
          arguments: ["America/St_Johns", "Asia/Kolkata", "Australia/Lord_Howe", "Europe/Berlin", "UTC"])
    func showsTimesOnTheUsersClock(zone: String) async throws {
        let sandbox = try Sandbox()
        let id = try await sandbox.add("Made now")
        let project = try #require(try CommandTests.objects(try await sandbox.run("list", "--json").output).first)
        let made = try Date(try #require(project["createdAt"] as? String), strategy: .iso8601.year().month().day().time(includingFractionalSeconds: true))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"), calendar: calendar, timeZone: calendar.timeZone)
        let shown = try await sandbox.run("show", id, environment: ["TZ": zone]).output
        #expect(shown.contains("  created   \(made.formatted(style))\n"), "\(shown)")
    }
}
