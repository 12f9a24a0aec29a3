import Domain
import EtcdStore
import OfflineFirstStore
import Synchronization

/// A replica's connection to the cluster, which a test cuts and heals on its own: cut, a change or a
/// history read throws ``Domain/StorageError/offline(reason:)`` and a board read returns the board last
/// read, as the etcd store does when no member answers. It counts the changes the cluster acknowledged
/// made straight to it (online), so a test can account for every history line.
final class CuttableRemote: OnceRepository, BoardChangeFeed {
    let etcd: EtcdProjectRepository
    private let state = Mutex((cut: false, seen: [Project]?.none, acknowledged: 0))

    init(_ etcd: EtcdProjectRepository) { self.etcd = etcd }

    var isCut: Bool {
        get { state.withLock { $0.cut } }
        set { state.withLock { $0.cut = newValue } }
    }

    /// The changes made online that the cluster recorded.
    var acknowledged: Int { state.withLock { $0.acknowledged } }

    private func check() throws {
        if isCut { throw StorageError.offline(reason: "cut by the test") }
    }

    func loadBoard(for author: Author) async throws -> Board {
        if let seen = state.withLock({ $0.cut ? $0.seen : nil }) { return Board(projects: seen, canUndo: false, canRedo: false) }
        try check()
        let board = try await etcd.loadBoard(for: author)
        if etcd.offlineNotice == nil { state.withLock { $0.seen = board.allProjects } }
        return board
    }

    func history(limit: Int) async throws -> [HistoryEntry] {
        try check()
        return try await etcd.history(limit: limit)
    }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try check()
        let recorded = Mutex(false)
        let result = try await etcd.change(reading: reads) { view in
            let decision = try decide(view)
            recorded.withLock { $0 = decision.event != nil }
            return decision
        }
        if recorded.withLock({ $0 }) { state.withLock { $0.acknowledged += 1 } }
        return result
    }

    func change<Result: Sendable>(
        once id: String, reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result? {
        try check()
        return try await etcd.change(once: id, reading: reads, decide)
    }

    func note(once id: String, _ entry: HistoryEntry) async throws {
        try check()
        try await etcd.note(once: id, entry)
    }

    func changes() -> AsyncStream<BoardChange> { etcd.changes() }
}
