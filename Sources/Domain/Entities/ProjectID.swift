import Foundation

/// The identity of a project: a UUID, wrapped so it can never be confused with another UUID. People
/// read the ``shortForm``; the store keeps the full lowercase form.
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

    /// The first `count` hex digits (1...32), with the full form's dashes between them: `3f2504e0-4f`.
    public func prefix(digits count: Int) -> String {
        text(ofDigits: 0..<min(max(count, 1), 32))
    }

    /// The last `count` hex digits (1...32), with the full form's dashes between them: `0c-0305e82c3301`.
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

    /// Whether `prefix` (hex digits, any case, dashes ignored) starts this identity.
    public func hasPrefix(_ prefix: String) -> Bool { has(prefix, fromEnd: false) }

    /// Whether `suffix` (hex digits, any case, dashes ignored) ends this identity.
    public func hasSuffix(_ suffix: String) -> Bool { has(suffix, fromEnd: true) }

    private func has(_ digits: String, fromEnd: Bool) -> Bool {
        let typed = digits.lowercased().utf8.filter { $0 != UInt8(ascii: "-") }
        let (high, low) = halves
        return typed.count <= 32 && (fromEnd ? typed.reversed() : typed).enumerated().allSatisfy { offset, digit in
            let index = fromEnd ? 31 - offset : offset
            return digit == Self.hexDigit(index < 16 ? high : low, at: index % 16)
        }
    }

    /// Orders ids by their text, so listings are stable.
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
        withUnsafeBytes(of: rawValue.uuid) { bytes in
            (UInt64(bigEndian: bytes.loadUnaligned(as: UInt64.self)), UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
    }
}
