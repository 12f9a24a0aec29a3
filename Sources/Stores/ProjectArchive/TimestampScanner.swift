/// Walks the UTF-8 bytes of a timestamp.
struct TimestampScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

    /// Exactly `count` ASCII digits.
    mutating func number(_ count: Int) -> Int? {
        guard position + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += count
        return value
    }

    /// All the digits from here (at most 18, so the value fits), and how many there were.
    mutating func digits() -> (value: Int, digits: Int)? {
        var value = 0, count = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            guard count < 18 else { return nil }
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            count += 1
            position += 1
        }
        return (value, count)
    }
}
