import Domain
import DomainTesting
import Synchronization

/// An in-memory store that a test can break: while `failure` is set, every read and write throws it.
final class BreakableRepository: ProjectRepository {
    let failure = Mutex<StorageError?>(nil)
    let store = InMemoryProjectRepository()

    func loadBoard() async throws -> Board {
        try check()
        return try await store.loadBoard()
    }

    func history(limit: Int) async throws -> [HistoryEntry] {
        try check()
        return try await store.history(limit: limit)
    }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try check()
        return try await store.change(reading: reads, decide)
    }

    private func check() throws {
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
