import ProjectArchive
import JournalStore
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

    @Test("a change larger than the journal is stored whole in a new snapshot with what the journal held; the journal starts again; undo and redo take it back whole")
    func largeChangeIsASnapshot() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory, compactionMinimum: minimum)
        let kept = try await store.add("Kept", to: repository)
        let journalBefore = size(JournalProjectRepository.journalFileName, in: store)
        #expect(journalBefore > 0)
        // About 100 bytes a project: far more than the journal's minimum.
        let imported = (1...200).map { number in
            Project(id: ProjectID(UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!),
                    title: "Imported \(number)", createdAt: Date(timeIntervalSince1970: 1_700_000_000)) // whole milliseconds, as an export keeps them
        }
        let coder = ProjectArchiveCoder(clock: FixedClock(timeZone: .gmt))
        let summary = try await ImportProjects(repository: repository, coder: coder, clock: store.clock, author: .tester)(try coder.encode(imported))
        #expect(summary.added == 200)
        // The journal was started again after the new snapshot, which holds everything.
        let journal = try #require(String(data: try store.bytes(JournalProjectRepository.journalFileName), encoding: .utf8))
        #expect(journal.split(separator: "\n").count == 1, "\(journal)")
        var workspace = try await JournalProjectRepository(directory: store.directory).load()
        #expect(workspace.projects.count == 201 && workspace.projects[kept.id] == kept)
        for project in imported { #expect(workspace.projects[project.id] == project) }
        #expect(workspace.history.last?.action == .imported(count: 200))

        _ = try await UndoChange(repository: repository, clock: store.clock, author: .tester)()
        workspace = try await JournalProjectRepository(directory: store.directory).load()
        #expect(Array(workspace.projects.keys) == [kept.id])
        _ = try await RedoChange(repository: repository, clock: store.clock, author: .tester)()
        workspace = try await JournalProjectRepository(directory: store.directory).load()
        #expect(workspace.projects.count == 201)
        #expect(workspace.undoStack(of: .tester).last?.after.count == 200)
    }
}
