/// One change a watch reports.
public struct EtcdWatchEvent: Sendable, Equatable {
    /// Whether the key was written or deleted.
    public enum Kind: Sendable, Equatable {
        /// The key was created or overwritten.
        case put
        /// The key was deleted.
        case delete
    }

    /// Whether the key was written or deleted.
    public let kind: Kind
    /// The key after the change (for a delete: the key, its deletion revision as ``EtcdKeyValue/modRevision``,
    /// and no value).
    public let keyValue: EtcdKeyValue

    /// An event, as a test or a fake store builds it.
    public init(kind: Kind, keyValue: EtcdKeyValue) { (self.kind, self.keyValue) = (kind, keyValue) }
}
