/// CRC-32 (the IEEE polynomial of zip and PNG): every journal record carries one, so that a line damaged
/// on disk or edited by hand is told apart from one the program wrote, and refused instead of applied.
enum CRC32 {
    /// Eight tables of 256: the first is the classic byte-at-a-time table; table `k` advances a byte's
    /// remainder by `k` more bytes, so that eight bytes are folded in with eight lookups and no dependency
    /// between them ("slicing by 8"): every command checks the whole journal, some 100 KB.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for index in 256..<(8 * 256) {
            let previous = tables[index - 256]
            tables[index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
        }
        return tables
    }()

    /// The checksum of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        tables.withUnsafeBufferPointer { table in
            func word(_ at: Int) -> UInt32 {
                UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            }
            var index = 0
            while index + 8 <= bytes.count {
                let low = crc ^ word(index), high = word(index + 4)
                crc = table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                    ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                index += 8
            }
            while index < bytes.count {
                crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The checksum as the eight lowercase hex digits a record stores.
    static func hex(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        let value = checksum(bytes)
        return (0..<8).map { digit($0, of: value) }
    }

    /// Whether `stored` is what ``hex(_:)`` writes for `bytes`, compared digit by digit: every command
    /// checks every record, and building the text for each cost more than the checksum.
    static func matches(_ bytes: UnsafeRawBufferPointer, hex stored: Slice<UnsafeRawBufferPointer>) -> Bool {
        guard stored.count == 8 else { return false }
        let value = checksum(bytes)
        return zip(0..<8, stored).allSatisfy { digit($0, of: value) == $1 }
    }

    /// The `index`th (0: the first written) of `value`'s eight lowercase hex digits.
    private static func digit(_ index: Int, of value: UInt32) -> UInt8 {
        let nibble = UInt8((value >> (UInt32(7 - index) * 4)) & 0xF)
        return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
