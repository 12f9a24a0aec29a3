import Foundation

/// One request inside a transaction branch.
public enum EtcdOperation: Sendable, Equatable {
    /// Reads the keys.
    case range(EtcdKeys)
    /// Reads the keys last written after `revision`. The result's ``EtcdRange/count`` still counts every
    /// key in the range, so one read says both what changed since and how many keys there are.
    case rangeModified(EtcdKeys, after: Int64)
    /// Counts the keys (the result's ``EtcdRange/count``) and returns none: etcd counts them in its index
    /// without reading a value.
    case count(EtcdKeys)
    /// Writes `value` under `key`.
    case put(key: String, value: Data)
    /// Deletes the keys.
    case delete(EtcdKeys)
}
