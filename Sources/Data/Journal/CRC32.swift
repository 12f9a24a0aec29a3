/// CRC-32 (the IEEE polynomial of zip and PNG): every journal record carries one, so that a line damaged
/// on disk or edited by hand is told apart from one the program wrote, and refused instead of applied.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The checksum as the eight lowercase hex digits a record stores.
    static func hex(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        let value = checksum(bytes)
        return (0..<8).reversed().map { shift in
            let nibble = UInt8((value >> (UInt32(shift) * 4)) & 0xF)
            return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
    }
}
