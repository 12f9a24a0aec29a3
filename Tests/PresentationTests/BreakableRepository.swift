import Domain
import DomainTesting
import Synchronization

/// An in-memory store that a test can break: while `failure` is set, every read and write throws it.
final class BreakableRepository: ProjectRepository {
    let failure = Mutex<StorageError?>(nil)
    private let store = InMemoryProjectRepository()

    func load() async throws -> Workspace {
        if let error = failure.withLock({ $0 }) { throw error }
        return try await store.load()
    }

    func update<Result: Sendable>(
        _ decide: @Sendable (Workspace) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        if let error = failure.withLock({ $0 }) { throw error }
        return try await store.update(decide)
    }
}
