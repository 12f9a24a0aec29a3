import FastCoding

/// `/v3/kv/range`.
enum WireRange {
    /// `etcdserverpb.RangeRequest`; the fields at their default are left out.
    struct Request: WireWritable {
        let key: [UInt8]
        let range_end: [UInt8]?
        let limit: Int64
        let revision: Int64
        let keys_only: Bool
        let count_only: Bool
        let min_mod_revision: Int64

        init(
            _ keys: EtcdKeys, limit: Int64 = 0, revision: Int64 = 0, keysOnly: Bool = false, countOnly: Bool = false,
            modifiedAfter: Int64 = 0
        ) {
            key = keys.start
            range_end = keys.end
            self.limit = max(limit, 0)
            self.revision = max(revision, 0)
            keys_only = keysOnly
            count_only = countOnly
            min_mod_revision = modifiedAfter > 0 ? modifiedAfter + 1 : 0
        }

        func write(to writer: inout JSONWriter) {
            writer.keys(key, end: range_end)
            if limit > 0 { writer.int64(limit, after: #","limit":"#) }
            if revision > 0 { writer.int64(revision, after: #","revision":"#) }
            if keys_only { writer.raw(#","keys_only":true"#) }
            if count_only { writer.raw(#","count_only":true"#) }
            if min_mod_revision > 0 { writer.int64(min_mod_revision, after: #","min_mod_revision":"#) }
            writer.raw("}")
        }
    }

    /// `etcdserverpb.RangeResponse`.
    struct Response: WireReadable {
        let header: WireHeader?
        let kvs: [WireKeyValue]
        let more: Bool
        let count: Int64

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var kvs: [WireKeyValue] = [], more = false, count: Int64 = 0
            header = try WireHeader.answer(&reader) { (key, reader) throws(JSONReadError) in
                switch key {
                case "kvs": kvs = try reader.readNull() ? [] : try reader.readArray { (reader) throws(JSONReadError) in try WireKeyValue(reading: &reader) }
                case "more": more = try reader.readFlag()
                case "count": count = try reader.readInt64()
                default: return false
                }
                return true
            }
            (self.kvs, self.more, self.count) = (kvs, more, count)
        }

        /// The range, or `nil` when a key is not UTF-8.
        var range: EtcdRange? {
            var keyValues: [EtcdKeyValue] = []
            keyValues.reserveCapacity(kvs.count)
            for wire in kvs {
                guard let keyValue = wire.keyValue else { return nil }
                keyValues.append(keyValue)
            }
            return EtcdRange(keyValues: keyValues, count: count, more: more, revision: header.revision)
        }
    }
}
