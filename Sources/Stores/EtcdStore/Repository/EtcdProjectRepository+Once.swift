import Domain
import OfflineFirstStore

/// The remote half of an offline-first board: a change replayed from a replica's outbox writes, in its
/// one transaction, the key `BOARD/applied/ID`, and compares that it was absent, so it applies once.
extension EtcdProjectRepository: OnceRepository {
    /// Applies the change unless one with `id` was applied already (`nil`): a replica's sync.
    public func change<Result: Sendable>(
        once id: String, reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result? {
        try await change(recording: id, reading: reads, decide)
    }
}
