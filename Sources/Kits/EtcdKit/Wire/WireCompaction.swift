/// `/v3/kv/compaction`.
enum WireCompaction {
    /// `etcdserverpb.CompactionRequest`.
    struct Request: Encodable, Sendable {
        let revision: WireInt64
        let physical: Bool
    }

    /// `etcdserverpb.CompactionResponse`.
    struct Response: Decodable, Sendable {
        let header: WireHeader?
    }
}
