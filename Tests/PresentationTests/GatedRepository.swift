import Domain
import DomainTesting

/// A slow in-memory store: every read takes what the store holds, then waits at ``gate`` before it
/// returns it, so a test decides when each read arrives. Writes are immediate.
final class GatedRepository: ProjectRepository {
    let gate = Gate()
    private let store = InMemoryProjectRepository()

    func loadBoard(for author: Author) async throws -> Board {
        let board = try await store.loadBoard(for: author)
        await gate.pass()
        return board
    }

    func history(limit: Int) async throws -> [HistoryEntry] {
        let history = try await store.history(limit: limit)
        await gate.pass()
        return history
    }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try await store.change(reading: reads, decide)
    }
}
