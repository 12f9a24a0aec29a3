import Domain
import DomainTesting
import Presentation
import PresentationTesting
import Testing

/// The rows a notice rebuilds: a notice naming some projects builds only their rows and keeps the
/// others, yet the board is the one a whole read gives, rows and order alike; on a new day every row is
/// built again, since what is overdue or due today changes with the day.
@MainActor
struct BoardNoticeRowTests {
    private let bob = Author("bob@two")

    @Test func aNoticeNamingSomeProjectsGivesTheBoardAWholeReadGives() async throws {
        let bench = TestBench()
        for (title, day) in [("A", "2026-11-23"), ("B", "2026-11-24"), ("C", "2026-11-25"), ("D", "2026-11-26"), ("E", "2026-11-27")] {
            try await bench.addProject(title, deadline: day)
        }
        try await bench.addProject("F", in: .done)  // a column the notice does not touch
        let board = bench.makeBoard()
        let content = Recorder(board.content)
        await board.appear()
        var before: [Project] = []
        for number in 1...6 { before.append(try await bench.project(bench.id(number))) }

        // Bob moves C to DOING, deletes A and edits E's title; the notice names all three.
        try await MoveProject(repository: bench.repository, clock: bench.clock, author: bob)(bench.id(3), to: .doing)
        try await DeleteProject(repository: bench.repository, clock: bench.clock, author: bob)(bench.id(1))
        try await EditProject(repository: bench.repository, clock: bench.clock, author: bob)(
            bench.id(5), to: ProjectDraft(title: "E, renamed", deadline: before[4].deadline))
        bench.changes.send(.projects([bench.id(3), bench.id(1), bench.id(5)], by: [bob]))
        bench.changes.finish()
        await board.followChanges()

        let (moved, renamed) = try await (bench.project(bench.id(3)), bench.project(bench.id(5)))
        #expect(content.values == [
            bench.expectedBoard(),
            bench.expectedBoard(todo: Array(before[0..<5]), done: [before[5]], canUndo: true),
            bench.expectedBoard(todo: [before[1], before[3], renamed], doing: [moved], done: [before[5]], canUndo: true),
        ])
    }

    @Test func onANewDayANoticeBuildsEveryRowAgain() async throws {
        let bench = TestBench()
        try await bench.addProject("Due today", deadline: "2026-11-22")
        let board = bench.makeBoard()
        let content = Recorder(board.content)
        await board.appear()
        let due = try await bench.project(bench.id(1))
        let dueToday = bench.expectedBoard(todo: [due], canUndo: true)

        bench.clock.advance(by: 86_400)
        let other = try await AddProject(repository: bench.repository, clock: bench.clock, ids: SequentialIDGenerator(startingAt: 100), author: bob)(
            ProjectDraft(title: "Other"))
        bench.changes.send(.projects([other.id], by: [bob]))  // names Other alone, yet "Due today" is overdue now
        bench.changes.finish()
        await board.followChanges()

        let overdue = bench.expectedBoard(todo: [due, other], canUndo: true)
        #expect(overdue.columns[0].rows[0].isOverdue && !dueToday.columns[0].rows[0].isOverdue)
        #expect(content.values == [bench.expectedBoard(), dueToday, overdue])
    }
}
