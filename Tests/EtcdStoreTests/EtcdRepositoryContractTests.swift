import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// The repository contract every store keeps, on a real etcd member: each store is a fresh board prefix
/// on one cluster, and every open is a new repository (a new client), as a new process would be.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct EtcdRepositoryContractTests {
    @Test func theRepositoryOnEtcdKeepsEveryClause() async throws {
        try await EtcdCluster.with { cluster in
            let endpoint = cluster.endpoints[0]
            for clause in RepositoryContract.clauses {
                try await clause.verify {
                    // A board of its own for every store the clause makes.
                    let address = try EtcdAddress(parsing: "etcd://\(endpoint)/contract-\(UUID().uuidString.prefix(8))")
                    return { EtcdProjectRepository(address: address) }
                }
            }
        }
    }
}
