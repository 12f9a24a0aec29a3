import Foundation

/// `/v3/kv/put`.
enum WirePut {
    /// `etcdserverpb.PutRequest`.
    struct Request: Encodable, Sendable {
        let key: WireBytes
        let value: WireBytes

        init(key: String, value: Data) {
            self.key = WireBytes(key.utf8)
            self.value = WireBytes(value)
        }
    }

    /// `etcdserverpb.PutResponse`.
    struct Response: Decodable, Sendable {
        let header: WireHeader?
    }
}
