import Domain
import DomainTesting
import Testing

/// A broken contract names the projects by handles a reader can tell apart, though the contract's
/// sequential ids all share their first digits.
@Suite struct ContractViolationTests {
    @Test func aProjectMissingFromTheBoardIsNamedByTheEndOfItsID() async throws {
        let repository = ForgetfulRepository(forgetting: SequentialIDGenerator.id(2), inBoard: true)
        let violation = await #expect(throws: ContractViolation.self) {
            try await RepositoryContract.useCasesRoundTrip { { repository } }
        }
        let message = try #require(violation).message
        #expect(message.contains("[…00000002]"), "\(message)")
    }

    @Test func aProjectMissingFromAReadIsNamedByTheEndOfItsID() async throws {
        let repository = ForgetfulRepository(forgetting: SequentialIDGenerator.id(2), inBoard: false)
        let violation = await #expect(throws: ContractViolation.self) {
            try await RepositoryContract.readSetReadsExactly { { repository } }
        }
        let message = try #require(violation).message
        #expect(message.contains("read […00000001, …00000003]"), "\(message)")
        #expect(message.contains("expected […00000001, …00000002, …00000003]"), "\(message)")
    }
}

/// A store that loses one project: from the board, or from every read by a prefix.
private final class ForgetfulRepository: ProjectRepository {
    let stored = InMemoryProjectRepository()
    let forgotten: ProjectID
    let inBoard: Bool

    init(forgetting id: ProjectID, inBoard: Bool) {
        (forgotten, self.inBoard) = (id, inBoard)
    }

    func loadBoard(for author: Author) async throws -> Board {
        let board = try await stored.loadBoard(for: author)
        guard inBoard else { return board }
        return Board(projects: board.allProjects.filter { $0.id != forgotten }, canUndo: board.canUndo, canRedo: board.canRedo)
    }

    func history(limit: Int) async throws -> [HistoryEntry] { try await stored.history(limit: limit) }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        let byPrefix = !inBoard && reads.references.contains { $0.id == nil }
        let forgotten = forgotten
        return try await stored.change(reading: reads) { view in
            guard byPrefix else { return try decide(view) }
            return try decide(ReadView(projects: view.projects.filter { $0.key != forgotten }, undoTop: view.undoTop, redoTop: view.redoTop))
        }
    }
}
