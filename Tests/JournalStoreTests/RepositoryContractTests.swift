import DomainTesting
import Testing

@Suite("Repository contract")
struct RepositoryContractTests {
    /// Every clause on every repository, but changes at once only where a process may make them.
    static let cases = RepositoryKind.allCases.flatMap { kind in
        RepositoryContract.clauses.filter { kind.takesChangesAtOnce || !$0.changesAtOnce }.map { (kind, $0) }
    }

    @Test("every repository keeps every clause", arguments: cases)
    func contract(kind: RepositoryKind, clause: RepositoryContract.Clause) async throws {
        let root = try TemporaryDirectory()
        try await clause.verify(kind.storeMaker(in: root))
    }
}
