import FastCoding

/// `/v3/kv/deleterange`.
enum WireDelete {
    /// `etcdserverpb.DeleteRangeRequest`.
    struct Request: WireWritable {
        let key: [UInt8]
        let range_end: [UInt8]?

        init(_ keys: EtcdKeys) {
            key = keys.start
            range_end = keys.end
        }

        func write(to writer: inout JSONWriter) {
            writer.keys(key, end: range_end)
            writer.raw("}")
        }
    }

    /// `etcdserverpb.DeleteRangeResponse`.
    struct Response: WireReadable {
        let header: WireHeader?
        let deleted: Int64

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var deleted: Int64 = 0
            header = try WireHeader.answer(&reader) { (key, reader) throws(JSONReadError) in
                guard key == "deleted" else { return false }
                deleted = try reader.readInt64()
                return true
            }
            self.deleted = deleted
        }
    }
}
