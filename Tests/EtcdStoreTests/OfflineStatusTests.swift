import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import OfflineFirstStore
import Testing

/// Where an offline-first board says it stands when the cluster goes away with nothing waiting: the
/// etcd board answers a read from what it kept, and that answer is offline, not online.
@Suite(.timeLimit(.minutes(3)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct OfflineStatusTests {
    @Test func aBoardReadFromWhatThisMachineKeptSaysItIsOfflineThoughNothingWaits() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/status")
            let here = cluster.directory.appendingPathComponent("here")
            let remote = EtcdProjectRepository(address: address, cacheFile: here.appendingPathComponent("status.board"))
            let board = OfflineFirstRepository(remote: remote, outbox: Outbox(file: here.appendingPathComponent("status.outbox")))
            _ = try await AddProject(repository: board, clock: FixedClock(), ids: SequentialIDGenerator(), author: .tester)(ProjectDraft(title: "Kept"))
            #expect(try await board.loadBoard(for: .tester).allProjects.map(\.title) == ["Kept"])
            #expect(board.status == nil)

            cluster.kill(0)
            #expect(try await board.loadBoard(for: .tester).allProjects.map(\.title) == ["Kept"])
            #expect(board.status?.offline != nil && board.status?.waiting == 0)
        }
    }
}
