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
        let uuid = id.rawValue.uuid
        let count = min(max(digits, 1), 32)
        // Written on the stack and appended at once: a listing writes one per project.
        // Written on the stack, a byte's two digits at a time from a table, and appended at once.
        let hex = Self.hexDigits.utf8Start
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { text in
            var end = 0
            withUnsafeBytes(of: uuid) { raw in
                for index in 0..<(count + 1) / 2 {
                    // The dashes stand before digits 8, 12, 16 and 20: before bytes 4, 6, 8 and 10.
                    if index >= 4, index <= 10, index % 2 == 0 {
                        text[end] = UInt8(ascii: "-")
                        end += 1
                    }
                    let byte = raw[index]
                    text[end] = hex[Int(byte >> 4)]
                    end += 1
                    if 2 * index + 1 < count {
                        text[end] = hex[Int(byte & 0x0F)]
                        end += 1
                    }
                }
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

    /// Each nibble's digit, as ids are written: lowercase.
    private static let hexDigits: StaticString = "0123456789abcdef"

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
