/// A 64-bit integer as the etcd gateway writes it: a JSON string (`"42"`), or a number from older ones.
struct WireInt64: Codable, Sendable {
    let value: Int64

    init(_ value: Int64) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard let value = Int64(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an integer")
            }
            self.value = value
        } else {
            value = try container.decode(Int64.self)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(value))
    }
}

extension Optional<WireInt64> {
    /// The value, or 0 (the gateway leaves out fields equal to 0).
    var orZero: Int64 { self?.value ?? 0 }
}
