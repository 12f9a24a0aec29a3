import FastCoding
import Foundation

/// `/v3/kv/put`.
enum WirePut {
    /// `etcdserverpb.PutRequest`.
    struct Request: WireWritable {
        let key: String
        let value: Data

        func write(to writer: inout JSONWriter) {
            writer.raw(#"{"key":"#)
            writer.base64(key.utf8)
            writer.raw(#","value":"#)
            writer.base64(value)
            writer.raw("}")
        }
    }

    /// `etcdserverpb.PutResponse`.
    struct Response: WireReadable {
        let header: WireHeader?

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            header = try WireHeader.answer(&reader)
        }
    }
}
