@testable import JournalStore
import Testing

@Suite("CRC-32 of journal records")
struct CRC32Tests {
    /// The textbook byte-at-a-time CRC-32 (IEEE), to hold the eight-bytes-at-a-time one to.
    private static func reference(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    @Test("the check value of \"123456789\" is cbf43926, as zip and PNG have it")
    func checkValue() {
        let bytes = Array("123456789".utf8)
        #expect(bytes.withUnsafeBytes(CRC32.checksum) == 0xCBF4_3926)
        #expect(String(decoding: bytes.withUnsafeBytes(CRC32.hex), as: UTF8.self) == "cbf43926")
    }

    @Test("a stored checksum matches only as its eight lowercase digits, each in its place",
          arguments: [("cbf43926", true), ("cbf43927", false), ("CBF43926", false), ("bf43926", false), ("cbf439260", false), ("dbf43926", false)])
    func storedChecksumMatches(stored: String, matches: Bool) {
        let bytes = Array("123456789".utf8), text = Array(stored.utf8)
        let found = bytes.withUnsafeBytes { line in text.withUnsafeBytes { CRC32.matches(line, hex: $0[...]) } }
        #expect(found == matches)
    }

    @Test("every length, whole blocks of eight and the bytes after them, gives the byte-at-a-time checksum")
    func everyLength() {
        var bytes: [UInt8] = []
        var seed: UInt32 = 42
        for length in 0...300 {
            #expect(bytes.withUnsafeBytes(CRC32.checksum) == Self.reference(bytes), "length \(length)")
            seed = seed &* 1_664_525 &+ 1_013_904_223
            bytes.append(UInt8(truncatingIfNeeded: seed >> 24))
        }
    }
}
