import FastCoding

/// `/v3/kv/compaction`.
enum WireCompaction {
    /// `etcdserverpb.CompactionRequest`.
    struct Request: WireWritable {
        let revision: Int64
        let physical: Bool

        func write(to writer: inout JSONWriter) {
            writer.int64(revision, after: #"{"revision":"#)
            writer.raw(#","physical":"#)
            writer.bool(physical)
            writer.raw("}")
        }
    }

    /// `etcdserverpb.CompactionResponse`.
    struct Response: WireReadable {
        let header: WireHeader?

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            header = try WireHeader.answer(&reader)
        }
    }
}
