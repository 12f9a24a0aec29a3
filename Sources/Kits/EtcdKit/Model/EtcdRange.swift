/// What a read returned: the keys found, and the cluster's revision when it was read.
public struct EtcdRange: Sendable, Equatable {
    /// The keys, in key order (at most the limit asked for).
    public let keyValues: [EtcdKeyValue]
    /// How many keys the range holds in all, even beyond the limit.
    public let count: Int64
    /// Whether more keys exist beyond those returned (a limit was reached).
    public let more: Bool
    /// The cluster's revision the read saw; read again at this revision to page consistently.
    public let revision: Int64

    /// A range result, as a test or a fake store builds it.
    public init(keyValues: [EtcdKeyValue], count: Int64, more: Bool, revision: Int64) {
        self.keyValues = keyValues
        self.count = count
        self.more = more
        self.revision = revision
    }
}
