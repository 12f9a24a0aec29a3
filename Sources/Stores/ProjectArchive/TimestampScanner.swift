/// Walks the UTF-8 bytes of a timestamp, borrowed.
struct TimestampScanner {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

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
        for offset in position..<position + count {
            let digit = bytes[offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
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
