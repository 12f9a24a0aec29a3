import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// A change larger than one etcd transaction or request (an import of thousands of projects) is still one
/// change: seen whole or not at all, undone and redone in one step.
@Suite(.enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
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
            #expect(try await other.history(limit: 5).map(\.action) == [.imported(count: 1_000), .importUndone(count: 1_000), .imported(count: 1_000)])
        }
    }
}
