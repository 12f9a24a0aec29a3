import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// The board's change feed on etcd: the watch of the history lines, which name each change's projects.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct ChangeFeedTests {
    @Test func anotherWritersChangeIsSignalledAndAMemberComingBackIsToo() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/feed")
            let watching = EtcdProjectRepository(address: address, requestTimeout: .seconds(1), operationTimeout: .seconds(2))
            let signals = watching.changes()
            let writer = EtcdProjectRepository(address: address)
            let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
            // Room for a watch that a loaded machine makes time out and start again (its bounds are 1 and 2 s).
            let (inPlace, heard, added) = try await within(.seconds(30)) {
                var iterator = signals.makeAsyncIterator()
                let inPlace = await iterator.next()
                let added = try await AddProject(repository: writer, clock: clock, ids: SequentialIDGenerator(), author: Author("bob"))(ProjectDraft(title: "From Bob"))
                return (inPlace, await iterator.next(), added.id)
            }
            #expect(inPlace == .everything)
            #expect(heard == .projects([added], by: [Author("bob")]))
            #expect(try await watching.loadBoard(for: Author("ada")).allProjects.map(\.title) == ["From Bob"])
        }
    }
}
