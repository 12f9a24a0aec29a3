/// `/v3/kv/range`.
enum WireRange {
    /// `etcdserverpb.RangeRequest`.
    struct Request: Encodable, Sendable {
        let key: WireBytes
        let range_end: WireBytes?
        let limit: WireInt64?
        let revision: WireInt64?
        let keys_only: Bool?
        let count_only: Bool?
        let min_mod_revision: WireInt64?

        init(
            _ keys: EtcdKeys, limit: Int64 = 0, revision: Int64 = 0, keysOnly: Bool = false, countOnly: Bool = false,
            modifiedAfter: Int64 = 0
        ) {
            key = WireBytes(keys.start)
            range_end = keys.end.map(WireBytes.init)
            self.limit = limit > 0 ? WireInt64(limit) : nil
            self.revision = revision > 0 ? WireInt64(revision) : nil
            keys_only = keysOnly ? true : nil
            count_only = countOnly ? true : nil
            min_mod_revision = modifiedAfter > 0 ? WireInt64(modifiedAfter + 1) : nil
        }
    }

    /// `etcdserverpb.RangeResponse`.
    struct Response: Decodable, Sendable {
        let header: WireHeader?
        let kvs: [WireKeyValue]?
        let more: Bool?
        let count: WireInt64?

        /// The range, or `nil` when a key is not UTF-8.
        var range: EtcdRange? {
            var keyValues: [EtcdKeyValue] = []
            for wire in kvs ?? [] {
                guard let keyValue = wire.keyValue else { return nil }
                keyValues.append(keyValue)
            }
            return EtcdRange(keyValues: keyValues, count: count.orZero, more: more ?? false, revision: header?.revision.orZero ?? 0)
        }
    }
}
