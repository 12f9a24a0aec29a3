import Domain
import Foundation

/// Project ids as text, byte by byte: the form ``Domain/ProjectID/description`` defines (32 lowercase hex
/// digits grouped 8-4-4-4-12), written into a buffer and parsed from one with no string in between.
///
/// The store reads an id per project line and a listing writes one per row, 100,000 of each for a large
/// board; ``Domain/ProjectID``'s own text (the plain version, the one to read) builds strings.
public enum IDText {
    /// Appends the first `digits` hex digits of `id` (1...32) with the dashes that fall between them:
    /// the bytes of `id.prefix(digits:)`.
    public static func append(_ id: ProjectID, digits: Int = 32, to bytes: inout [UInt8]) {
        let count = min(max(digits, 1), 32)
        // The dashes stand before digits 8, 12, 16 and 20.
        let end = count + (count > 20 ? 4 : count > 16 ? 3 : count > 12 ? 2 : count > 8 ? 1 : 0)
        // The whole text written on the stack, each byte's two digits at once from a table, with no test
        // per digit; then as much of it as asked appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { text in
            withUnsafeBytes(of: id.rawValue.uuid) { raw in
                let pairs = hexPairs.utf8Start
                var position = 0
                func put(_ range: Range<Int>) {
                    for index in range {
                        let pair = 2 * Int(raw[index])
                        text[position] = pairs[pair]
                        text[position + 1] = pairs[pair + 1]
                        position += 2
                    }
                }
                func dash() {
                    text[position] = UInt8(ascii: "-")
                    position += 1
                }
                put(0..<4)
                dash()
                put(4..<6)
                dash()
                put(6..<8)
                dash()
                put(8..<10)
                dash()
                put(10..<16)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<end]))
        }
    }

    /// `id.prefix(digits:)`, built from ``append(_:digits:to:)``'s bytes.
    public static func text(_ id: ProjectID, digits: Int = 32) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        append(id, digits: digits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `id.shortForm`: its first 8 hex digits.
    public static func shortForm(_ id: ProjectID) -> String {
        text(id, digits: ProjectID.shortFormDigits)
    }

    /// The id written in `text`: exactly the `8-4-4-4-12` form, hex digits in either case; `nil` for
    /// anything else. Accepts what ``Domain/ProjectID/init(uuidString:)`` accepts.
    public static func projectID(_ text: UnsafeRawBufferPointer) -> ProjectID? {
        guard text.count == length, text[8] == UInt8(ascii: "-"), text[13] == UInt8(ascii: "-"),
              text[18] == UInt8(ascii: "-"), text[23] == UInt8(ascii: "-") else { return nil }
        // Each group's digits in a row, no test per position; a table instead of comparisons (hex digits
        // are letters or not at random, which a branch cannot guess); a bad digit only sets a flag.
        var high: UInt64 = 0, low: UInt64 = 0, invalid: UInt8 = 0
        hexValues.withUnsafeBufferPointer { table in
            func digits(_ range: Range<Int>, into value: inout UInt64) {
                for position in range {
                    let nibble = table[Int(text[position])]
                    invalid |= nibble
                    value = value << 4 | UInt64(nibble & 0x0F)
                }
            }
            digits(0..<8, into: &high)
            digits(9..<13, into: &high)
            digits(14..<18, into: &high)
            digits(19..<23, into: &low)
            digits(24..<36, into: &low)
        }
        guard invalid & 0xF0 == 0 else { return nil }
        let big = (high.bigEndian, low.bigEndian)
        return ProjectID(UUID(uuid: withUnsafeBytes(of: big) { $0.load(as: uuid_t.self) }))
    }

    /// ``projectID(_:)-(UnsafeRawBufferPointer)`` of a string's UTF-8.
    public static func projectID(_ text: String) -> ProjectID? {
        var text = text
        return text.withUTF8 { projectID(UnsafeRawBufferPointer($0)) }
    }

    /// The length of an id's full text.
    public static let length = 36

    /// The two lowercase hex digits of each byte from 00 to ff, one after another.
    private static let hexPairs: StaticString = """
        000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f\
        303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f\
        606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f\
        909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf\
        c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeef\
        f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff
        """

    /// The value of each byte as a hex digit (either case), or 0xF0 for a byte that is not one.
    private static let hexValues: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(byte) - UInt8(ascii: "A") + 10
        default: 0xF0
        }
    }
}
