import Data
import DomainTesting
import Testing

@Suite("The JSON file store keeps the repository contract")
struct RepositoryContractTests {
    @Test("every clause", arguments: RepositoryContract.clauses)
    func contract(clause: RepositoryContract.Clause) async throws {
        let root = try TemporaryDirectory()
        try await clause.verify {
            let directory = root.store()
            return { JSONFileProjectRepository(directory: directory, lockWait: .seconds(60)) }
        }
    }
}
