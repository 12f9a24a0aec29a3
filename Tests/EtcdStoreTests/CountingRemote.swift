import Domain
import EtcdStore
import OfflineFirstStore
import Synchronization

/// A replica's etcd board that counts the changes the cluster acknowledged made straight to it (online),
/// so a test can account for every history line. (Its connection is cut by the relays in front of it.)
final class CountingRemote: OnceRepository, BoardChangeFeed {
    let etcd: EtcdProjectRepository
    private let counted = Mutex(0)

    init(_ etcd: EtcdProjectRepository) { self.etcd = etcd }

    /// The changes made online that the cluster recorded.
    var acknowledged: Int { counted.withLock { $0 } }

    func loadBoard(for author: Author) async throws -> Board { try await etcd.loadBoard(for: author) }

    func history(limit: Int) async throws -> [HistoryEntry] { try await etcd.history(limit: limit) }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        let recorded = Mutex(false)
        let result = try await etcd.change(reading: reads) { view in
            let decision = try decide(view)
            recorded.withLock { $0 = decision.event != nil }
            return decision
        }
        if recorded.withLock({ $0 }) { counted.withLock { $0 += 1 } }
        return result
    }

    func change<Result: Sendable>(
        once id: String, reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result? {
        try await etcd.change(once: id, reading: reads, decide)
    }

    func change<Result: Sendable>(
        once ids: [String], reading reads: [ReadSet], _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?] {
        try await etcd.change(once: ids, reading: reads, decide)
    }

    func lastSeenBoard(after offline: StorageError) async throws -> Board { try await etcd.lastSeenBoard(after: offline) }

    func note(once id: String, _ entry: HistoryEntry) async throws { try await etcd.note(once: id, entry) }

    func changes() -> AsyncStream<BoardChange> { etcd.changes() }
}
