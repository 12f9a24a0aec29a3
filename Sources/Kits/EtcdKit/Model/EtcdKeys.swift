/// Which keys a read, a delete or a watch covers: one key, or every key starting with a prefix.
public enum EtcdKeys: Sendable, Hashable {
    /// Exactly this key.
    case key(String)
    /// Every key that starts with this text (all keys when it is empty).
    case prefix(String)
    /// Every key from `from` (included) up to `to` (excluded), in byte order.
    case range(from: String, to: String)

    /// The first key of the range, as bytes.
    var start: [UInt8] {
        switch self {
        case .key(let key), .prefix(let key), .range(let key, _): return key.isEmpty ? [0] : Array(key.utf8)
        }
    }

    /// etcd's `range_end`: none for one key, the prefix with its last byte below 0xFF incremented for a
    /// prefix (`a/` → `a0`), and `\0` (every key from `start`) when no such byte exists.
    var end: [UInt8]? {
        switch self {
        case .key: return nil
        case .range(_, let end): return Array(end.utf8)
        case .prefix(let prefix):
            var bytes = Array(prefix.utf8)
            while let last = bytes.last {
                if last < 0xFF {
                    bytes[bytes.count - 1] = last + 1
                    return bytes
                }
                bytes.removeLast()
            }
            return [0]
        }
    }
}
