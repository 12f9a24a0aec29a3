import EtcdKit

/// The keys a batch of changes writes: etcd refuses a transaction that writes one key twice. A delete
/// of the keys under a prefix that ends in `/` (all this store makes) is found by the prefix's parts,
/// not by comparing it with every key.
struct WrittenKeys {
    private var exact: Set<String> = [], prefixes: Set<Substring> = [], others: [EtcdKeys] = []
    /// Every part of a written key or prefix that ends in `/`.
    private var parents: Set<Substring> = []

    /// Whether any of `keys` may be one written already.
    func overlaps(_ keys: [EtcdKeys]) -> Bool {
        keys.contains { keys in
            if others.contains(where: { Self.overlap(keys, $0) }) { return true }
            switch keys {
            case let .key(key):
                return exact.contains(key) || Self.parents(of: key).contains { prefixes.contains($0) }
            case let .prefix(prefix) where prefix.hasSuffix("/"):
                return parents.contains(Substring(prefix)) || Self.parents(of: prefix).contains { prefixes.contains($0) }
            default:
                return exact.contains { Self.overlap(keys, .key($0)) } || prefixes.contains { Self.overlap(keys, .prefix(String($0))) }
            }
        }
    }

    mutating func insert(_ keys: [EtcdKeys]) {
        for keys in keys {
            switch keys {
            case let .key(key):
                exact.insert(key)
                parents.formUnion(Self.parents(of: key))
            case let .prefix(prefix) where prefix.hasSuffix("/"):
                prefixes.insert(Substring(prefix))
                parents.formUnion(Self.parents(of: prefix))
            default:
                others.append(keys)
            }
        }
    }

    /// The parts of `key` that end in `/`, `key` itself included when it does.
    private static func parents(of key: String) -> [Substring] {
        key.utf8.indices.filter { key.utf8[$0] == UInt8(ascii: "/") }.map { key[...$0] }
    }

    /// Whether two sets of keys may share a key (a range of keys is taken to).
    static func overlap(_ one: EtcdKeys, _ other: EtcdKeys) -> Bool {
        switch (one, other) {
        case let (.key(first), .key(second)): first == second
        case let (.key(key), .prefix(prefix)), let (.prefix(prefix), .key(key)): key.hasPrefix(prefix)
        case let (.prefix(first), .prefix(second)): first.hasPrefix(second) || second.hasPrefix(first)
        default: true
        }
    }
}
