import Foundation

/// One condition of a transaction, on one key: the transaction takes its success branch only when
/// every condition holds. A key that does not exist has version, create and mod revision 0, so
/// `.init(key, .version, .equal, 0)` means "the key is absent".
public struct EtcdCompare: Sendable, Equatable {
    /// What of the key is compared.
    public enum Target: Sendable, Equatable {
        /// How many times the key was written since created (0: absent).
        case version(Int64)
        /// The revision that created the key (0: absent).
        case createRevision(Int64)
        /// The revision that last wrote the key (0: absent).
        case modRevision(Int64)
        /// The key's value, byte for byte.
        case value(Data)
    }

    /// How the key's current state is compared with the target.
    public enum Relation: String, Sendable, Equatable {
        /// The key's state equals the target.
        case equal = "EQUAL"
        /// The key's state differs from the target.
        case notEqual = "NOT_EQUAL"
        /// The key's state is greater than the target.
        case greater = "GREATER"
        /// The key's state is less than the target.
        case less = "LESS"
    }

    /// The key compared.
    public let key: String
    /// The relation that must hold.
    public let relation: Relation
    /// The value the key's state is compared with.
    public let target: Target

    /// "`key`'s state `relation` `target`", as in `EtcdCompare("a", .equal, .modRevision(7))`.
    public init(_ key: String, _ relation: Relation, _ target: Target) {
        self.key = key
        self.relation = relation
        self.target = target
    }
}
