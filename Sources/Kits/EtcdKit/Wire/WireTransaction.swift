import FastCoding

/// `/v3/kv/txn`.
enum WireTransaction {
    /// `etcdserverpb.Compare`: the key, what is compared, how, and the one field compared against.
    struct Compare: Sendable {
        let compare: EtcdCompare

        init(_ compare: EtcdCompare) {
            self.compare = compare
        }

        func write(to writer: inout JSONWriter) {
            writer.raw(#"{"key":"#)
            writer.base64(compare.key.utf8)
            writer.raw(#","result":"#)
            writer.string(compare.relation.rawValue)
            switch compare.target {
            case .version(let number): writer.int64(number, after: #","target":"VERSION","version":"#)
            case .createRevision(let number): writer.int64(number, after: #","target":"CREATE","create_revision":"#)
            case .modRevision(let number): writer.int64(number, after: #","target":"MOD","mod_revision":"#)
            case .value(let bytes):
                writer.raw(#","target":"VALUE","value":"#)
                writer.base64(bytes)
            }
            writer.raw("}")
        }
    }

    /// `etcdserverpb.RequestOp`: exactly one of the three.
    struct Operation: Sendable {
        let operation: EtcdOperation

        init(_ operation: EtcdOperation) {
            self.operation = operation
        }

        func write(to writer: inout JSONWriter) {
            switch operation {
            case .range(let keys):
                writer.raw(#"{"request_range":"#)
                WireRange.Request(keys).write(to: &writer)
            case .rangeModified(let keys, let revision):
                writer.raw(#"{"request_range":"#)
                WireRange.Request(keys, modifiedAfter: revision).write(to: &writer)
            case .count(let keys):
                writer.raw(#"{"request_range":"#)
                WireRange.Request(keys, countOnly: true).write(to: &writer)
            case .put(let key, let value):
                writer.raw(#"{"request_put":"#)
                WirePut.Request(key: key, value: value).write(to: &writer)
            case .delete(let keys):
                writer.raw(#"{"request_delete_range":"#)
                WireDelete.Request(keys).write(to: &writer)
            }
            writer.raw("}")
        }
    }

    /// `etcdserverpb.TxnRequest`.
    struct Request: WireWritable {
        let compare: [EtcdCompare]
        let success: [EtcdOperation]
        let failure: [EtcdOperation]

        func write(to writer: inout JSONWriter) {
            writer.raw(#"{"compare":"#)
            writer.array(compare) { Compare($1).write(to: &$0) }
            writer.raw(#","success":"#)
            writer.array(success) { Operation($1).write(to: &$0) }
            writer.raw(#","failure":"#)
            writer.array(failure) { Operation($1).write(to: &$0) }
            writer.raw("}")
        }
    }

    /// `etcdserverpb.ResponseOp`: one of the three.
    struct OperationResponse: WireReadable {
        /// The result, or `nil` if none of the three is there or a key is not UTF-8.
        let result: EtcdOperationResult?

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var result: EtcdOperationResult?, known = false
            try reader.readObject { (key, reader) throws(JSONReadError) in
                switch key {
                case "response_range" where !known:
                    result = try WireRange.Response(reading: &reader).range.map(EtcdOperationResult.range)
                case "response_put" where !known:
                    _ = try WirePut.Response(reading: &reader)
                    result = .put
                case "response_delete_range" where !known:
                    result = .delete(deleted: try WireDelete.Response(reading: &reader).deleted)
                default:
                    try reader.skipValue()
                    return
                }
                known = true
            }
            self.result = result
        }
    }

    /// `etcdserverpb.TxnResponse`.
    struct Response: WireReadable {
        let header: WireHeader?
        let succeeded: Bool
        let responses: [OperationResponse]

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var succeeded = false, responses: [OperationResponse] = []
            header = try WireHeader.answer(&reader) { (key, reader) throws(JSONReadError) in
                switch key {
                case "succeeded": succeeded = try reader.readFlag()
                case "responses":
                    responses = try reader.readNull() ? [] : try reader.readArray { (reader) throws(JSONReadError) in try OperationResponse(reading: &reader) }
                default: return false
                }
                return true
            }
            (self.succeeded, self.responses) = (succeeded, responses)
        }
    }
}
