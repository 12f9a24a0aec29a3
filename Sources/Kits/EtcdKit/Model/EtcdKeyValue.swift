import Foundation

/// One key as etcd stores it, with the revisions a transaction compares against.
public struct EtcdKeyValue: Sendable, Equatable {
    /// The key (etcd keys are bytes; this client reads and writes them as UTF-8 text).
    public let key: String
    /// The value's bytes (empty in a keys-only range).
    public let value: Data
    /// The revision of the cluster when the key was created (0 for a deleted key in a watch event).
    public let createRevision: Int64
    /// The revision of the cluster when the key was last written.
    public let modRevision: Int64
    /// How many times the key was written since it was created (1 after the first put).
    public let version: Int64

    /// A key-value pair, as a test or a fake store builds it.
    public init(key: String, value: Data, createRevision: Int64, modRevision: Int64, version: Int64) {
        self.key = key
        self.value = value
        self.createRevision = createRevision
        self.modRevision = modRevision
        self.version = version
    }
}
