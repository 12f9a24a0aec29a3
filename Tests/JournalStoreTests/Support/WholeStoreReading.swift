import Data
import JournalStore
import Domain
import DomainTesting

/// A repository a test can read whole, to compare everything a store holds (the port itself offers only
/// the narrow reads a use case needs).
protocol WholeStoreReading: ProjectRepository {
    func load() async throws -> Workspace
}

extension InMemoryProjectRepository: WholeStoreReading {}
extension JSONFileProjectRepository: WholeStoreReading {}
extension JournalProjectRepository: WholeStoreReading {}
