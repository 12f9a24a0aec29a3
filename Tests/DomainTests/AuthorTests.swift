import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Authors")
struct AuthorTests {
    @Test("a name is kept as given, made safe to print: no control characters, trimmed, bounded, never empty")
    func namesAreSafe() {
        #expect(Author("alice@laptop").name == "alice@laptop")
        #expect(Author("  Zoë Müller@desk \n").name == "Zoë Müller@desk")
        #expect(Author("evil\u{1B}[2Jname").name == "evil?[2Jname")
        #expect(Author("right\u{202E}left").name == "right?left")
        #expect(Author(String(repeating: "a", count: 500)).name.count == Author.maximumLength)
        #expect(Author(" \t ").name == Author.unknown.name)
        #expect(Author("") == Author.unknown)
    }

    @Test("a history line names the projects of a small change and none of a large one")
    func historyLineNamesSmallChanges() {
        let date = Date(timeIntervalSinceReferenceDate: 0)
        let small = (1...3).map { Fixtures.project($0) }
        let large = (1...(HistoryEntry.projectIDLimit + 1)).map { Fixtures.project($0) }
        let smallLine = HistoryEntry(Change(action: .imported(count: 3), before: [], after: small), by: .tester, at: date)
        let largeLine = HistoryEntry(Change(action: .imported(count: large.count), before: [], after: large), by: .tester, at: date)
        #expect(smallLine.projectIDs == small.map(\.id))
        #expect(largeLine.projectIDs.isEmpty)
        #expect(smallLine.author == .tester && smallLine.date == date)
    }

    @Test("undo names the other person's line, and not one of the refusing author's own")
    func refusalNamesTheOtherPerson() async throws {
        let repository = InMemoryProjectRepository()
        let clock = FixedClock(Fixtures.start)
        let (alice, bob) = (Author("alice"), Author("bob"))
        let plan = try await AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: alice)(ProjectDraft(title: "Plan"))
        try await EditProject(repository: repository, clock: clock, author: bob)(plan.id, to: ProjectDraft(title: "Plan B"))
        let bobsLine = try await repository.history(limit: 1).first
        await #expect(throws: ProjectError.changedSince(title: "Plan B", later: bobsLine, redo: false)) {
            try await UndoChange(repository: repository, clock: clock, author: alice)()
        }
        // Bob's own undo is his edit, which still holds: it goes through.
        try await UndoChange(repository: repository, clock: clock, author: bob)()
        #expect(try await repository.load().projects[plan.id]?.title == "Plan")
    }
}
