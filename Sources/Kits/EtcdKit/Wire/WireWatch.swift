import FastCoding

/// `/v3/watch`: one create request up, a stream of newline-separated results down.
enum WireWatch {
    /// `etcdserverpb.WatchRequest` with its `WatchCreateRequest`.
    struct Request: WireWritable {
        let key: [UInt8]
        let range_end: [UInt8]?
        let start_revision: Int64

        init(_ keys: EtcdKeys, from revision: Int64) {
            key = keys.start
            range_end = keys.end
            start_revision = max(revision, 0)
        }

        func write(to writer: inout JSONWriter) {
            writer.raw(#"{"create_request":"#)
            writer.keys(key, end: range_end)
            if start_revision > 0 { writer.int64(start_revision, after: #","start_revision":"#) }
            writer.raw("}}")
        }
    }

    /// `mvccpb.Event`: its type left out for a put.
    struct Event: WireReadable {
        let type: String
        let kv: WireKeyValue

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            let start = reader.offset
            var type = "", kv: WireKeyValue?
            try reader.readObject { (key, reader) throws(JSONReadError) in
                switch key {
                case "type": type = try reader.readText()
                case "kv": kv = try reader.readNull() ? nil : try WireKeyValue(reading: &reader)
                default: try reader.skipValue()
                }
            }
            guard let kv else { throw reader.error("an event without its key-value", at: start) }
            (self.type, self.kv) = (type, kv)
        }
    }

    /// `etcdserverpb.WatchResponse`.
    struct Response: WireReadable {
        let header: WireHeader?
        let created: Bool
        let canceled: Bool
        let compact_revision: Int64
        let cancel_reason: String
        let events: [Event]

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var created = false, canceled = false, compacted: Int64 = 0, reason = "", events: [Event] = []
            header = try WireHeader.answer(&reader) { (key, reader) throws(JSONReadError) in
                switch key {
                case "created": created = try reader.readFlag()
                case "canceled": canceled = try reader.readFlag()
                case "compact_revision": compacted = try reader.readInt64()
                case "cancel_reason": reason = try reader.readText()
                case "events": events = try reader.readNull() ? [] : try reader.readArray { (reader) throws(JSONReadError) in try Event(reading: &reader) }
                default: return false
                }
                return true
            }
            (self.created, self.canceled, compact_revision, cancel_reason, self.events) = (created, canceled, compacted, reason, events)
        }
    }

    /// One line of the stream: a result, or an error.
    struct Message: WireReadable {
        let result: Response?
        let error: WireError?

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var result: Response?, error: WireError?
            try reader.readObject { (key, reader) throws(JSONReadError) in
                switch key {
                case "result": result = try reader.readNull() ? nil : try Response(reading: &reader)
                case "error": error = try reader.readNull() ? nil : try WireError(reading: &reader)
                default: try reader.skipValue()
                }
            }
            (self.result, self.error) = (result, error)
        }
    }
}
