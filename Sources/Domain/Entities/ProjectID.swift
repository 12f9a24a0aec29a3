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
        guard let uuid = UUID(uuidString: uuidString) else { return nil }
        self.init(uuid)
    }

    /// The full UUID in lowercase, the form every output of the program uses.
    public var description: String { rawValue.uuidString.lowercased() }

    /// The first 8 hex digits, lowercase: what a person types and reads.
    public var shortForm: String { String(description.prefix(8)) }

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
