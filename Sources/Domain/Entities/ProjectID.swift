import Foundation

/// The identity of a project: a UUID, wrapped so it can never be confused with another UUID.
///
/// Frontends show the ``shortForm`` (the first 8 hex digits); the full value is what the store keeps.
public struct ProjectID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The UUID behind the identity.
    public let rawValue: UUID

    /// Wraps an existing UUID, e.g. one read back from the store.
    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    /// Parses a full UUID in any case (`3F2504E0-4F89-11D3-9A0C-0305E82C3301`); `nil` if it is not one.
    public init?(uuidString: String) {
        // By hand: `UUID(uuidString:)` goes through `sscanf` on Linux, a visible share of importing
        // 100,000 tasks. Exactly the `8-4-4-4-12` form, hex digits in either case.
        var bytes = (UInt64(0), UInt64(0)), digits = 0, position = 0
        for character in uuidString.utf8 {
            defer { position += 1 }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard position < 36, let value = Self.hexValue(of: character) else { return nil }
            if digits < 16 { bytes.0 = bytes.0 << 4 | UInt64(value) } else { bytes.1 = bytes.1 << 4 | UInt64(value) }
            digits += 1
        }
        guard position == 36, digits == 32 else { return nil }
        let big = (bytes.0.bigEndian, bytes.1.bigEndian)
        self.init(UUID(uuid: withUnsafeBytes(of: big) { $0.load(as: uuid_t.self) }))
    }

    /// The full UUID in lowercase, the form every output of the program uses.
    public var description: String { hexDigits(count: 32) }

    /// The first 8 hex digits, lowercase: what a person types and reads.
    public var shortForm: String { hexDigits(count: 8) }

    /// The first `count` hex digits (1...32), lowercase, with the dashes of the full form that fall
    /// between them: `3f2504e0`, `3f2504e0-4f`. Any such prefix names this project wherever it is unique.
    public func prefix(digits count: Int) -> String { hexDigits(count: min(max(count, 1), 32)) }

    /// The first `count` hex digits in lowercase, with the dashes of the full form: written straight into
    /// the string (`uuidString` formats with `snprintf` and then `lowercased()` copies it again).
    private func hexDigits(count: Int) -> String {
        let dashes = [8, 12, 16, 20].count { $0 < count }
        return withUnsafeBytes(of: rawValue.uuid) { bytes in
            String(unsafeUninitializedCapacity: count + dashes) { buffer in
                var index = 0
                for digit in 0..<count {
                    if dashes > 0, digit == 8 || digit == 12 || digit == 16 || digit == 20 {
                        buffer[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    let byte = bytes[digit / 2]
                    let nibble = digit % 2 == 0 ? byte >> 4 : byte & 0x0F
                    buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                    index += 1
                }
                return index
            }
        }
    }

    /// Whether `prefix` (hex digits, any case) starts this identity. Dashes are ignored on both sides, so
    /// `3f2504e04f89` and `3f2504e0-4f89` name the same project.
    public func hasPrefix(_ prefix: String) -> Bool {
        // Compares nibbles of the UUID's bytes with no string built: finding a project by prefix scans
        // every project in the store, once per command.
        var typed = prefix.utf8.lazy.filter { $0 != UInt8(ascii: "-") }.makeIterator()
        func matches(_ nibble: UInt8) -> Bool? {
            guard let digit = typed.next() else { return nil }
            return Self.hexValue(of: digit) == nibble
        }
        let bytes = rawValue.uuid
        return withUnsafeBytes(of: bytes) { buffer in
            for byte in buffer {
                guard let high = matches(byte >> 4) else { return true }
                guard high else { return false }
                guard let low = matches(byte & 0x0F) else { return true }
                guard low else { return false }
            }
            return typed.next() == nil
        }
    }

    private static func hexValue(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Orders ids by their lowercase text, so listings are stable.
    public static func < (lhs: ProjectID, rhs: ProjectID) -> Bool {
        // The UUID's bytes in order sort exactly as its hex text does, without building two strings.
        withUnsafeBytes(of: lhs.rawValue.uuid) { left in
            withUnsafeBytes(of: rhs.rawValue.uuid) { right in left.lexicographicallyPrecedes(right) }
        }
    }
}
