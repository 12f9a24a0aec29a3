import DomainTesting
import Testing

@Suite("Repository contract")
struct RepositoryContractTests {
    @Test("every repository keeps every clause", arguments: RepositoryKind.allCases, RepositoryContract.clauses)
    func contract(kind: RepositoryKind, clause: RepositoryContract.Clause) async throws {
        let root = try TemporaryDirectory()
        try await clause.verify(kind.storeMaker(in: root))
    }
}
