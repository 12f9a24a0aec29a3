/// `/v3/kv/deleterange`.
enum WireDelete {
    /// `etcdserverpb.DeleteRangeRequest`.
    struct Request: Encodable, Sendable {
        let key: WireBytes
        let range_end: WireBytes?

        init(_ keys: EtcdKeys) {
            key = WireBytes(keys.start)
            range_end = keys.end.map(WireBytes.init)
        }
    }

    /// `etcdserverpb.DeleteRangeResponse`.
    struct Response: Decodable, Sendable {
        let header: WireHeader?
        let deleted: WireInt64?
    }
}
