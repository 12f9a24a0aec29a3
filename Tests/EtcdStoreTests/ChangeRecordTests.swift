import Domain
@testable import EtcdStore
import Foundation
import Testing

/// The change records and project values the byte-level writer writes read back as they were, and
/// read as the previous release's `Codable` records did (both ways), so a team on two releases shares
/// one board.
struct ChangeRecordTests {
    private let projects = [
        Project(
            id: ProjectID(uuidString: "3f2504e0-4f89-11d3-9a0c-0305e82c3301")!, title: "Write \"the\" plan", body: "line one\nline two ✓",
            deadline: try! CalendarDay(parsing: "2027-02-28"), state: .doing,
            createdAt: Date(timeIntervalSinceReferenceDate: 815_000_000.123456), updatedAt: Date(timeIntervalSinceReferenceDate: 815_000_100.5)),
        Project(id: ProjectID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Plain", createdAt: Date(timeIntervalSinceReferenceDate: 1)),
    ]

    @Test func aChangeRecordReadsBackAsTheChange() throws {
        var moved = projects[1]
        moved.state = .done
        for change in [
            Change(action: .imported(count: 2), before: [], after: projects),
            Change(action: .moved(title: "Plain", from: .todo, to: .done), before: [projects[1]], after: [moved]),
        ] {
            #expect(try ChangeRecord.change(in: ChangeRecord.value(of: change)) == change)
        }
    }

    @Test func aRecordAsThePreviousReleaseWroteItReadsAndOurValuesReadAsItReadThem() throws {
        let previous = #"{"action":{"kind":"moved","title":"Plain","from":"todo","to":"done"},"before":[{"id":"00000000-0000-0000-0000-000000000001","title":"Plain","body":"","state":"todo","created":1,"updated":1}],"after":[]}"#
        let change = try ChangeRecord.change(in: Data(previous.utf8))
        #expect(change == Change(action: .moved(title: "Plain", from: .todo, to: .done), before: [projects[1]], after: []))
        for project in projects {
            #expect(try JSONDecoder().decode(ProjectRecord.self, from: ProjectRecord.value(of: project)).project() == project)
        }
    }

    @Test func projectValuesAsWeWriteThemAndInAnyOtherFormReadAsTheSameProjects() throws {
        let ours = projects.map(ProjectRecord.value(of:))
        let lines = try #require(ProjectRecord.lines(in: Data(ours.joined(separator: Data("\n".utf8)))))
        #expect(lines.projects == projects && lines.values == ours)

        // Another key order and white space: not the in-order form, so the reader that takes any reads them.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let sorted = try projects.map { try encoder.encode(ProjectRecord($0)) }
        let mixed = [ours[0], Data(" ".utf8) + sorted[1]]
        #expect(ProjectRecord.lines(in: Data(mixed.joined(separator: Data("\n".utf8))))?.projects == projects)

        // One value that is no project makes the whole run none, whichever reader read it.
        let damaged = ours[0] + Data("\n".utf8) + Data(#"{"id":"not a project","title":"","body":"","state":"todo","created":1,"updated":1}"#.utf8)
        #expect(ProjectRecord.lines(in: damaged) == nil)
    }

    @Test func aRecordThatIsNotOneIsRefusedSayingWhy() {
        #expect(throws: (any Error).self) { try ChangeRecord.change(in: Data(#"{"before":[],"after":[]}"#.utf8)) }
        #expect(throws: (any Error).self) { try ChangeRecord.change(in: Data(#"{"action":{"kind":"added"#.utf8)) }
    }
}
