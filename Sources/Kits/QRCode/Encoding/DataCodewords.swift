/// The data codewords of a symbol: the text as one byte-mode segment, ended and padded to the version's
/// data capacity.
///
/// The segment is the mode indicator `0100` (byte mode), the number of bytes (8 bits up to version 9,
/// 16 from version 10), then the bytes themselves. Up to four zero bits end it, zeros fill the last
/// byte, and the pad bytes `11101100` and `00010001` take turns filling the rest.
enum DataCodewords {
    /// Byte mode's indicator.
    static let byteMode = 0b0100
    /// The two pad bytes, used in turn.
    static let padBytes: [UInt8] = [0xEC, 0x11]

    /// Bits of the character count in byte mode.
    static func countBits(version: Int) -> Int { version <= 9 ? 8 : 16 }

    /// The most bytes of text `version` holds at level M.
    static func capacity(version: Int) -> Int {
        let dataBits = ErrorCorrectionTable.levelM(version: version).dataCodewords * 8
        return (dataBits - 4 - countBits(version: version)) / 8
    }

    /// The data codewords for `bytes` in `version`, which must hold them (see ``capacity(version:)``).
    static func make(_ bytes: [UInt8], version: Int) -> [UInt8] {
        precondition(bytes.count <= capacity(version: version), "\(bytes.count) bytes do not fit version \(version)")
        let dataBits = ErrorCorrectionTable.levelM(version: version).dataCodewords * 8
        var buffer = BitBuffer()
        buffer.append(byteMode, length: 4)
        buffer.append(bytes.count, length: countBits(version: version))
        for byte in bytes { buffer.append(Int(byte), length: 8) }
        buffer.append(0, length: min(4, dataBits - buffer.count))  // the terminator, shorter when space ends
        buffer.append(0, length: (8 - buffer.count % 8) % 8)  // to a whole byte
        let padCount = dataBits / 8 - buffer.count / 8
        return buffer.bytes + (0..<padCount).map { padBytes[$0 % 2] }
    }
}
