import Foundation

/// The identity of a project: a UUID, wrapped so it can never be confused with another UUID.
///
/// Frontends show the ``shortForm`` (the first 8 hex digits); the full value is what the store keeps,
/// written as the UUID's 32 hex digits in lowercase, grouped 8-4-4-4-12 by dashes:
/// `3f2504e0-4f89-11d3-9a0c-0305e82c3301`.
public struct ProjectID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The UUID behind the identity.
    public let rawValue: UUID

    /// Wraps an existing UUID, e.g. one read back from the store.
    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    /// Parses a full UUID in any case (`3F2504E0-4F89-11D3-9A0C-0305E82C3301`); `nil` if it is not one.
    public init?(uuidString: String) {
        // Exactly the 8-4-4-4-12 form: Foundation's parser alone would also take a sign before a group.
        let groups = uuidString.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12],
              groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isHexDigit } }),
              let uuid = UUID(uuidString: uuidString) else { return nil }
        self.init(uuid)
    }

    /// The full UUID in lowercase, the form every output of the program uses.
    public var description: String { prefix(digits: 32) }

    /// The first 8 hex digits, lowercase: what a person types and reads.
    public var shortForm: String { prefix(digits: 8) }

    /// The first `count` hex digits (1...32), lowercase, with the dashes of the full form that fall
    /// between them: `3f2504e0`, `3f2504e0-4f`. Any such prefix names this project wherever it is unique.
    public func prefix(digits count: Int) -> String {
        text(ofDigits: 0..<min(max(count, 1), 32))
    }

    /// The last `count` hex digits (1...32), lowercase, with the dashes of the full form that fall
    /// between them: `82c3301`, `0c-0305e82c3301`. Any such ending names this project wherever it is unique.
    public func suffix(digits count: Int) -> String {
        text(ofDigits: (32 - min(max(count, 1), 32))..<32)
    }

    /// The hex digits at `positions` (of 0...31), with the dashes of the full form that fall between them.
    private func text(ofDigits positions: Range<Int>) -> String {
        let (high, low) = halves
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for index in positions {
            if index > positions.lowerBound && (index == 8 || index == 12 || index == 16 || index == 20) {
                text.append(UInt8(ascii: "-"))
            }
            text.append(Self.hexDigit(index < 16 ? high : low, at: index % 16))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `prefix` (hex digits, any case) starts this identity. Dashes are ignored on both sides, so
    /// `3f2504e04f89` and `3f2504e0-4f89` name the same project.
    public func hasPrefix(_ prefix: String) -> Bool {
        let typed = prefix.lowercased().utf8.filter { $0 != UInt8(ascii: "-") }
        let (high, low) = halves
        return typed.count <= 32 && typed.enumerated().allSatisfy { index, digit in
            digit == Self.hexDigit(index < 16 ? high : low, at: index % 16)
        }
    }

    /// Whether `suffix` (hex digits, any case) ends this identity, dashes ignored on both sides.
    public func hasSuffix(_ suffix: String) -> Bool {
        let typed = suffix.lowercased().utf8.filter { $0 != UInt8(ascii: "-") }
        let (high, low) = halves
        return typed.count <= 32 && typed.reversed().enumerated().allSatisfy { offset, digit in
            let index = 31 - offset
            return digit == Self.hexDigit(index < 16 ? high : low, at: index % 16)
        }
    }

    /// Orders ids by their text, so listings are stable. The UUID's bytes, read as two numbers, sort
    /// exactly as its hex digits do.
    public static func < (lhs: ProjectID, rhs: ProjectID) -> Bool {
        lhs.halves < rhs.halves
    }

    /// The hex digit of `number` at `position` (0 is the most significant of its 16), in lowercase ASCII.
    private static func hexDigit(_ number: UInt64, at position: Int) -> UInt8 {
        let nibble = UInt8(number >> UInt64(60 - 4 * position) & 0xF)
        return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// The UUID's 16 bytes as two numbers: the first 8 bytes and the last 8, most significant first.
    private var halves: (UInt64, UInt64) {
        let u = rawValue.uuid
        let high = UInt64(u.0) << 56 | UInt64(u.1) << 48 | UInt64(u.2) << 40 | UInt64(u.3) << 32
            | UInt64(u.4) << 24 | UInt64(u.5) << 16 | UInt64(u.6) << 8 | UInt64(u.7)
        let low = UInt64(u.8) << 56 | UInt64(u.9) << 48 | UInt64(u.10) << 40 | UInt64(u.11) << 32
            | UInt64(u.12) << 24 | UInt64(u.13) << 16 | UInt64(u.14) << 8 | UInt64(u.15)
        return (high, low)
    }
}
