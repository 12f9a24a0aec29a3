import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Overdue, across time zones")
struct OverdueTests {
    private static let kiritimati = TimeZone(secondsFromGMT: 14 * 3600)!
    private static let bakerIsland = TimeZone(secondsFromGMT: -12 * 3600)!

    @Test("due today is not overdue; due yesterday is; due tomorrow is not")
    func relativeToToday() {
        let today = Fixtures.day("2026-11-22")
        #expect(!Fixtures.project(1, deadline: "2026-11-22").isOverdue(today: today))
        #expect(Fixtures.project(1, deadline: "2026-11-21").isOverdue(today: today))
        #expect(!Fixtures.project(1, deadline: "2026-11-23").isOverdue(today: today))
        #expect(Fixtures.project(1, deadline: "2025-12-31").isOverdue(today: Fixtures.day("2026-01-01")))
    }

    @Test("without a deadline nothing is overdue")
    func noDeadline() {
        #expect(!Fixtures.project(1).isOverdue(today: Fixtures.day("9999-12-31")))
    }

    @Test("a DONE project is never overdue; TODO and DOING are", arguments: ProjectState.allCases)
    func doneNeverOverdue(state: ProjectState) {
        let project = Fixtures.project(1, deadline: "2000-01-01", state: state)
        #expect(project.isOverdue(today: Fixtures.day("2026-11-22")) == (state != .done))
    }

    @Test("at UTC+14 a deadline of the 22nd turns overdue exactly at local midnight")
    func eastOfUTC() {
        let project = Fixtures.project(1, deadline: "2026-11-22")
        // Local midnight of the 23rd at UTC+14 is 10:00 UTC on the 22nd.
        let clock = FixedClock(Fixtures.instant("2026-11-22T09:59:59Z"), timeZone: Self.kiritimati)
        #expect(clock.today().description == "2026-11-22")
        #expect(!project.isOverdue(today: clock.today()))
        clock.advance(by: 1)
        #expect(clock.today().description == "2026-11-23")
        #expect(project.isOverdue(today: clock.today()))
    }

    @Test("at UTC−12 a deadline of the 22nd is still due today long after it is the 23rd in UTC")
    func westOfUTC() {
        let project = Fixtures.project(1, deadline: "2026-11-22")
        // Local midnight of the 23rd at UTC−12 is 12:00 UTC on the 23rd.
        let clock = FixedClock(Fixtures.instant("2026-11-23T11:59:59Z"), timeZone: Self.bakerIsland)
        #expect(clock.today().description == "2026-11-22")
        #expect(!project.isOverdue(today: clock.today()))
        clock.advance(by: 1)
        #expect(clock.today().description == "2026-11-23")
        #expect(project.isOverdue(today: clock.today()))
    }

    @Test("one instant: overdue at UTC+14, not at UTC or UTC−12")
    func sameInstantDifferentZones() {
        let instant = Fixtures.instant("2026-11-22T10:30:00Z")
        let project = Fixtures.project(1, deadline: "2026-11-22")
        #expect(project.isOverdue(today: FixedClock(instant, timeZone: Self.kiritimati).today()))
        #expect(!project.isOverdue(today: FixedClock(instant, timeZone: .gmt).today()))
        #expect(!project.isOverdue(today: FixedClock(instant, timeZone: Self.bakerIsland).today()))
    }

    @Test("a DONE project due long ago stays not overdue in every zone")
    func doneInEveryZone() {
        let project = Fixtures.project(1, deadline: "2026-11-01", state: .done)
        for zone in [Self.kiritimati, .gmt, Self.bakerIsland] {
            #expect(!project.isOverdue(today: FixedClock(timeZone: zone).today()))
        }
    }
}
