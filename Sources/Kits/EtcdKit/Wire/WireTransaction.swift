/// `/v3/kv/txn`.
enum WireTransaction {
    /// `etcdserverpb.Compare`.
    struct Compare: Encodable, Sendable {
        let key: WireBytes
        let target: String
        let result: String
        let version: WireInt64?
        let create_revision: WireInt64?
        let mod_revision: WireInt64?
        let value: WireBytes?

        init(_ compare: EtcdCompare) {
            key = WireBytes(compare.key.utf8)
            result = compare.relation.rawValue
            var version: WireInt64?, create: WireInt64?, mod: WireInt64?, value: WireBytes?
            switch compare.target {
            case .version(let number): target = "VERSION"; version = WireInt64(number)
            case .createRevision(let number): target = "CREATE"; create = WireInt64(number)
            case .modRevision(let number): target = "MOD"; mod = WireInt64(number)
            case .value(let bytes): target = "VALUE"; value = WireBytes(bytes)
            }
            self.version = version
            create_revision = create
            mod_revision = mod
            self.value = value
        }
    }

    /// `etcdserverpb.RequestOp`: exactly one of the three.
    struct Operation: Encodable, Sendable {
        let request_range: WireRange.Request?
        let request_put: WirePut.Request?
        let request_delete_range: WireDelete.Request?

        init(_ operation: EtcdOperation) {
            var range: WireRange.Request?, put: WirePut.Request?, delete: WireDelete.Request?
            switch operation {
            case .range(let keys): range = WireRange.Request(keys)
            case .rangeModified(let keys, let revision): range = WireRange.Request(keys, modifiedAfter: revision)
            case .count(let keys): range = WireRange.Request(keys, countOnly: true)
            case .put(let key, let value): put = WirePut.Request(key: key, value: value)
            case .delete(let keys): delete = WireDelete.Request(keys)
            }
            request_range = range
            request_put = put
            request_delete_range = delete
        }
    }

    /// `etcdserverpb.TxnRequest`.
    struct Request: Encodable, Sendable {
        let compare: [Compare]
        let success: [Operation]
        let failure: [Operation]
    }

    /// `etcdserverpb.ResponseOp`: one of the three.
    struct OperationResponse: Decodable, Sendable {
        let response_range: WireRange.Response?
        let response_put: WirePut.Response?
        let response_delete_range: WireDelete.Response?

        /// The result, or `nil` if none of the three is there or a key is not UTF-8.
        var result: EtcdOperationResult? {
            if let range = response_range { return range.range.map(EtcdOperationResult.range) }
            if response_put != nil { return .put }
            if let delete = response_delete_range { return .delete(deleted: delete.deleted.orZero) }
            return nil
        }
    }

    /// `etcdserverpb.TxnResponse`.
    struct Response: Decodable, Sendable {
        let header: WireHeader?
        let succeeded: Bool?
        let responses: [OperationResponse]?
    }
}
