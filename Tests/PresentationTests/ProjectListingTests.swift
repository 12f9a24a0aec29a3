import Foundation
import Presentation
import PresentationTesting
import Testing

/// `ProjectCommands.list()`: what a one-shot listing prints, read without building a board screen.
@MainActor
struct ProjectListingTests {
    @Test func everyProjectInBoardOrderWithItsOverdueFlagAsOfToday() async throws {
        let bench = TestBench() // today is 2026-11-22
        let undated = try await bench.addProject("Undated")
        let late = try await bench.addProject("Late", deadline: "2026-11-21")
        let dueToday = try await bench.addProject("Today", deadline: "2026-11-22")
        let doing = try await bench.addProject("Doing", deadline: "2020-01-01", in: .doing)
        let finished = try await bench.addProject("Finished", deadline: "2020-01-01", in: .done)

        let listed = try await bench.factory.commands.list()

        #expect(listed.map(\.project.id) == [late, dueToday, undated, doing, finished])
        #expect(listed.map(\.isOverdue) == [true, false, false, true, false])
        for item in listed { #expect(item.project == (try await bench.project(item.project.id))) }
    }

    @Test func anEmptyStoreListsNothing() async throws {
        #expect(try await TestBench().factory.commands.list().isEmpty)
    }

    @Test func aStoreThatCannotBeReadIsItsError() async throws {
        let repository = BreakableRepository()
        let factory = repository.factory()
        try await factory.commands.add("Kept")
        let damage = StorageError.corrupt(file: "/store/snapshot.json", reason: "a bad line")
        repository.failure.withLock { $0 = damage }
        await #expect(throws: damage) { try await factory.commands.list() }
    }
}
