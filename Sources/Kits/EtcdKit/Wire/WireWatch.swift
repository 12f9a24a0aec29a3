/// `/v3/watch`: one create request up, a stream of newline-separated results down.
enum WireWatch {
    /// `etcdserverpb.WatchCreateRequest`.
    struct Create: Encodable, Sendable {
        let key: WireBytes
        let range_end: WireBytes?
        let start_revision: WireInt64?
    }

    /// `etcdserverpb.WatchRequest` with its create request.
    struct Request: Encodable, Sendable {
        let create_request: Create

        init(_ keys: EtcdKeys, from revision: Int64) {
            create_request = Create(key: WireBytes(keys.start), range_end: keys.end.map(WireBytes.init),
                                    start_revision: revision > 0 ? WireInt64(revision) : nil)
        }
    }

    /// `mvccpb.Event`.
    struct Event: Decodable, Sendable {
        let type: String?
        let kv: WireKeyValue
    }

    /// `etcdserverpb.WatchResponse`.
    struct Response: Decodable, Sendable {
        let header: WireHeader?
        let created: Bool?
        let canceled: Bool?
        let compact_revision: WireInt64?
        let cancel_reason: String?
        let events: [Event]?
    }

    /// One line of the stream: a result, or an error.
    struct Message: Decodable, Sendable {
        let result: Response?
        let error: WireError?
    }
}
