/// What one request of a transaction's chosen branch returned, in the branch's order.
public enum EtcdOperationResult: Sendable, Equatable {
    /// The keys a range read found.
    case range(EtcdRange)
    /// A put was applied.
    case put
    /// A delete removed this many keys.
    case delete(deleted: Int64)
}
