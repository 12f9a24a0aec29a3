/// What a transaction did: which branch ran, what its requests returned, at which revision.
public struct EtcdTransactionResult: Sendable, Equatable {
    /// Whether every compare held, so the success branch ran (otherwise the failure branch did).
    public let succeeded: Bool
    /// The results of the branch that ran, one per request.
    public let results: [EtcdOperationResult]
    /// The cluster's revision after the transaction (it grows only if the branch wrote something).
    public let revision: Int64

    /// A transaction result, as a test or a fake store builds it.
    public init(succeeded: Bool, results: [EtcdOperationResult], revision: Int64) {
        self.succeeded = succeeded
        self.results = results
        self.revision = revision
    }
}
