import Data
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Journal: bounded growth")
struct JournalGrowthTests {
    private let minimum = 4096

    /// The size of a file of the store, 0 when it does not exist.
    private func size(_ name: String, in store: StoreFixture) -> Int {
        (try? store.bytes(name).count) ?? 0
    }

    @Test("over many adds and moves the journal never outgrows the snapshot (or the minimum), nothing acknowledged is lost, undo keeps 100 steps")
    func journalStaysBounded() async throws {
        let store = try StoreFixture()
        var compactions = 0, previous = 0, added: [Project] = []
        for number in 1...250 {
            // A new repository each time, as each command of the CLI opens one; every other change a move,
            // which goes through update (a read) rather than append.
            let repository = JournalProjectRepository(directory: store.directory, compactionMinimum: minimum)
            if number % 2 == 0, let project = added.last {
                added[added.count - 1] = try await store.move(project, to: project.state == .todo ? .doing : .todo, in: repository)
            } else {
                added.append(try await store.add("Project \(number)", to: repository))
            }
            let journal = size(JournalProjectRepository.journalFileName, in: store)
            let snapshot = size(JournalProjectRepository.snapshotFileName, in: store)
            #expect(journal <= max(snapshot, minimum), "after change \(number): journal \(journal) B, snapshot \(snapshot) B")
            if journal < previous { compactions += 1 }
            previous = journal
        }
        #expect(compactions >= 2)
        let workspace = try await JournalProjectRepository(directory: store.directory).load()
        #expect(workspace.projects.count == added.count)
        for project in added { #expect(workspace.projects[project.id] == project) }
        #expect(workspace.undoStack(of: .tester).count == Workspace.undoLimit)
        #expect(workspace.history.count == 250)
    }
}
