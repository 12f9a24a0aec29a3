import Foundation

/// One request inside a transaction branch.
public enum EtcdOperation: Sendable, Equatable {
    /// Reads the keys.
    case range(EtcdKeys)
    /// Writes `value` under `key`.
    case put(key: String, value: Data)
    /// Deletes the keys.
    case delete(EtcdKeys)
}
