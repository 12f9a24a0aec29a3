import Domain
import DomainTesting

/// A slow in-memory store: every read takes what the store holds, then waits at ``gate`` before it
/// returns it, so a test decides when each read arrives. Writes are immediate.
final class GatedRepository: ProjectRepository {
    let gate = Gate()
    private let store = InMemoryProjectRepository()

    func load() async throws -> Workspace {
        let workspace = try await store.load()
        await gate.pass()
        return workspace
    }

    func update<Result: Sendable>(
        _ decide: @Sendable (Workspace) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try await store.update(decide)
    }
}
