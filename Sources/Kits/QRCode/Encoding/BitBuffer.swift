/// A growing sequence of bits, written most significant bit first, as a QR code's data stream is.
struct BitBuffer: Equatable {
    /// The bits so far, in order.
    private(set) var bits: [Bool] = []

    /// How many bits have been written.
    var count: Int { bits.count }

    /// Appends the low `length` bits of `value`, its highest of them first.
    mutating func append(_ value: Int, length: Int) {
        precondition(length >= 0 && length <= 31 && value >> length == 0, "\(value) does not fit in \(length) bits")
        for shift in stride(from: length - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    /// The bits packed into bytes, eight at a time; the count must be a multiple of 8.
    var bytes: [UInt8] {
        precondition(count % 8 == 0, "\(count) bits are not whole bytes")
        return stride(from: 0, to: count, by: 8).map { start in
            bits[start..<start + 8].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }
        }
    }
}
