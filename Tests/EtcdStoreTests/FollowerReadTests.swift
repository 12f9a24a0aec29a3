import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// A board following a board on etcd reads what changed, not the board: the watch of the history names
/// each change's projects, the follower reads those keys, and what it ends with is exactly a whole read.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct FollowerReadTests {
    private let alice = Author("alice")
    private let bob = Author("bob")
    private let carol = Author("carol")

    @Test func aFollowerReadsAtMostFourKilobytesPerSingleProjectChangeAtThreeThousandProjects() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/follow")
            // The follower reaches the member through a relay that counts what it reads on the wire.
            let relay = try CountingRelay(to: cluster.endpoints[0])
            defer { relay.stop() }
            let follower = EtcdProjectRepository(address: try EtcdAddress(parsing: "etcd://\(relay.endpoint)/follow"))
            let (writer, checker) = (EtcdProjectRepository(address: address), EtcdProjectRepository(address: address))
            let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
            let ids = SequentialIDGenerator()
            let imported = (0..<3000).map {
                Project(id: ids.makeID(), title: "Project \($0)", body: "What project \($0) is about, in a sentence or two.", createdAt: clock.now())
            }
            try await writer.append(.commit(Change(action: .imported(count: imported.count), before: [], after: imported), by: alice, date: clock.now()))
            let (alice, bob, carol) = (alice, bob, carol)
            let (wholeRead, perChange) = try await within(.seconds(120)) {
                let refresh = LoadBoard(repository: follower, author: carol)
                var notices = follower.changes().makeAsyncIterator()
                var board = try await refresh(updating: nil, after: try #require(await notices.next()))
                let wholeRead = follower.bytesReceived
                var perChange: [(read: Int, wire: Int)] = []
                let changes: [@Sendable () async throws -> Void] = [
                    { _ = try await MoveProject(repository: writer, clock: clock, author: alice)(imported[7].id, to: .doing) },
                    { _ = try await EditProject(repository: writer, clock: clock, author: bob)(imported[8].id, to: ProjectDraft(title: "Renamed", body: "New")) },
                    { _ = try await AddProject(repository: writer, clock: clock, ids: ids, author: bob)(ProjectDraft(title: "New one")) },
                    { _ = try await DeleteProject(repository: writer, clock: clock, author: alice)(imported[9].id) },
                    { _ = try await UndoChange(repository: writer, clock: clock, author: alice)() },  // the delete, taken back
                ]
                for change in changes {
                    let before = (follower.bytesReceived, relay.bytesToClient)
                    try await change()
                    board = try await refresh(updating: board, after: try #require(await notices.next()))
                    try await follower.checkWritable()  // as an open board checks after each reload
                    perChange.append((follower.bytesReceived - before.0, relay.bytesToClient - before.1))
                    #expect(board == (try await checker.loadBoard(for: carol)))
                }
                return (wholeRead, perChange)
            }
            #expect(wholeRead > 300_000)  // the whole board, read once when following starts
            #expect(perChange.count == 5)
            // Keys and values, and all the follower's connections carried (HTTP, JSON, base64 around them).
            #expect(perChange.allSatisfy { $0.read <= $0.wire && $0.wire <= 4096 }, "bytes read per change: \(perChange)")
        }
    }

    @Test func twoWritersRandomChangesReachTheFollowerExactlyAsAWholeReadGivesThem() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/random")
            let (alice, bob) = (alice, bob)
            let (aliceWrites, bobWrites) = (EtcdProjectRepository(address: address), EtcdProjectRepository(address: address))
            let follower = EtcdProjectRepository(address: address), clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
            var changes = RandomChanges(writers: [(alice, aliceWrites), (bob, bobWrites)], clock: clock, ids: SequentialIDGenerator(), seed: 23)
            let last = SequentialIDGenerator.id(1_000_000)
            // Alice follows too: her own changes reach her board by notice as well, undo and redo included.
            let following = Task {
                let refresh = LoadBoard(repository: follower, author: alice)
                var board: Board?, named = 0
                for await notice in follower.changes() {
                    board = try await refresh(updating: board, after: notice)
                    if notice != .everything { named += 1 }
                    if board?.allProjects.contains(where: { $0.id == last }) == true { break }
                }
                return (board, named)
            }
            var made = 0
            for _ in 0..<150 where try await !changes.step().hasSuffix("is refused") { made += 1 }
            _ = try await AddProject(repository: bobWrites, clock: clock, ids: SequentialIDGenerator(startingAt: 1_000_000), author: bob)(ProjectDraft(title: "Last"))
            defer { following.cancel() }
            let (followed, named) = try await within(.seconds(60)) { try await following.value }
            #expect(followed == (try await EtcdProjectRepository(address: address).loadBoard(for: alice)))
            #expect(named >= made / 2)  // the changes reached the follower by name, not as whole reads
        }
    }

    @Test func offlineAFollowerShowsTheProjectsItReadSinceItsLastWholeRead() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/offline")
            let follower = EtcdProjectRepository(
                address: address, cacheFile: cluster.directory.appendingPathComponent("follower.cache"),
                requestTimeout: .seconds(1), operationTimeout: .seconds(2))
            let writer = EtcdProjectRepository(address: address), clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
            let ids = SequentialIDGenerator()
            let kept = try await AddProject(repository: writer, clock: clock, ids: ids, author: alice)(ProjectDraft(title: "Kept"))
            let moved = try await AddProject(repository: writer, clock: clock, ids: ids, author: alice)(ProjectDraft(title: "Moved"))
            let load = LoadBoard(repository: follower, author: carol)
            let whole = try await load()  // the cache holds this one
            _ = try await MoveProject(repository: writer, clock: clock, author: alice)(moved.id, to: .done)
            let followed = try await load(updating: whole, after: .projects([moved.id, kept.id], by: [alice]))
            #expect(followed != whole)

            cluster.kill(0)
            #expect(try await follower.loadBoard(for: carol) == followed)
            #expect(follower.offlineNotice != nil)
        }
    }
}
