import Foundation

/// Bytes as the etcd gateway writes them: a base64 JSON string.
struct WireBytes: Codable, Sendable {
    let bytes: Data

    init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Data(bytes)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let bytes = Data(base64Encoded: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not base64")
        }
        self.bytes = bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(bytes.base64EncodedString())
    }
}
