import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// A change larger than one etcd transaction or request (an import of thousands of projects) is still one
/// change: seen whole or not at all, undone and redone in one step.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct BigChangeTests {
    @Test func anImportOfThousandsOfProjectsIsOneChangeThatUndoesAndRedoes() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/big")
            let repository = EtcdProjectRepository(address: address)
            let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
            let ids = SequentialIDGenerator()
            // Long bodies, so that the change record is several requests' worth too.
            let projects = (1...1_000).map { number in
                Project(id: ids.makeID(), title: "Imported \(number)", body: String(repeating: "b", count: 700), createdAt: clock.now())
            }
            let change = Change(action: .imported(count: projects.count), before: [], after: projects)
            try await repository.append(.commit(change, by: .unknown, date: clock.now()))
            let other = EtcdProjectRepository(address: address)
            // A change that reads every one of them (as an import does) reads them in one range.
            let seen = try await other.change(reading: ReadSet(ids: projects.map(\.id))) { view in (nil, view.projects.count) }
            #expect(seen == 1_000)
            #expect(try await other.loadBoard(for: .unknown).allProjects.count == 1_000)
            #expect(try await other.projects(matching: ProjectReference(projects[567].id)) == [projects[567]])

            try await UndoChange(repository: other, clock: clock, author: .unknown)()
            let undone = try await repository.loadBoard(for: .unknown)
            #expect(undone.allProjects.isEmpty && undone.canRedo && !undone.canUndo)
            try await RedoChange(repository: repository, clock: clock, author: .unknown)()
            #expect(try await other.loadBoard(for: .unknown).allProjects.count == 1_000)
            let history = try await other.history(limit: 5)
            #expect(history.map(\.action) == [.imported(count: 1_000), .imported(count: 1_000), .imported(count: 1_000)])
            #expect(history.map(\.kind) == [.redo, .undo, .change])
        }
    }

    @Test func aBigChangeThatLosesARaceToSmallOnesLeavesNoChangeRecordBehind() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/race")
            let importer = EtcdProjectRepository(address: address), adder = EtcdProjectRepository(address: address)
            let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
            let ids = SequentialIDGenerator()
            // About 1 MB of change record: written in chunks before its transaction, so while it is
            // being written the small changes below keep making that transaction fail and start over.
            let projects = (1...1_000).map { number in
                Project(id: ids.makeID(), title: "Imported \(number)", body: String(repeating: "b", count: 900), createdAt: clock.now())
            }
            // Fewer adds than a change's attempts: each attempt the import loses is one add written since
            // its read, so however slow the machine, it ends before it runs out of attempts.
            let small = (1...40).map { Project(id: ids.makeID(), title: "Added \($0)", createdAt: clock.now()) }
            let adding = Task {
                for project in small {
                    let change = Change(action: .added(title: project.title, to: .todo), before: [], after: [project])
                    try await adder.append(.commit(change, by: Author("bob"), date: clock.now()))
                }
            }
            try await importer.append(.commit(
                Change(action: .imported(count: projects.count), before: [], after: projects), by: Author("alice"), date: clock.now()))
            try await adding.value
            #expect(try await adder.loadBoard(for: .unknown).allProjects.count == 1_040)

            // Every change record left is one a stack (or the garbage list) still names.
            let records = try await StoredChangeRecords(board: "race", client: EtcdClient(EtcdConfiguration(address: address)))
            #expect(records.kept == records.named)
        }
    }
}
