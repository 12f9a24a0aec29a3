import FastCoding
import Foundation

/// What etcd's gateway writes, read strictly: protobuf's JSON has 64-bit integers as strings, bytes as
/// base64, booleans, and leaves out every field at its default; a JSON `null` reads as that default.
extension JSONReader {
    /// Reads `true` or `false` (`null`: false).
    mutating func readFlag() throws(JSONReadError) -> Bool {
        try readNull() ? false : try readBool()
    }

    /// Reads a 64-bit integer: a string of decimal digits (`"42"`), or a number from older gateways (`null`: 0).
    mutating func readInt64() throws(JSONReadError) -> Int64 {
        let start = offset
        let (negative, magnitude) = try readDigits()
        guard magnitude <= UInt64(Int64.max) + (negative ? 1 : 0) else { throw error("a 64-bit integer was expected", at: start) }
        return negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    }

    /// Reads an unsigned 64-bit integer (a member's id), as ``readInt64()``.
    mutating func readUInt64() throws(JSONReadError) -> UInt64 {
        let start = offset
        let (negative, magnitude) = try readDigits()
        guard !negative || magnitude == 0 else { throw error("an unsigned integer was expected", at: start) }
        return magnitude
    }

    /// An integer's sign and magnitude, quoted or not (`null`: 0).
    private mutating func readDigits() throws(JSONReadError) -> (negative: Bool, magnitude: UInt64) {
        if try readNull() { return (false, 0) }
        let start = offset
        guard try peek() == UInt8(ascii: "\"") else {
            let value = try readInt()
            return (value < 0, UInt64(value.magnitude))
        }
        guard let digits = try readString(Self.digits) else { throw error("a 64-bit integer was expected", at: start) }
        return digits
    }

    /// Reads base64 bytes (`"aGk="`; `null`: none).
    mutating func readBase64() throws(JSONReadError) -> Data {
        if try readNull() { return Data() }
        let start = offset
        guard let bytes = try readString(Base64Text.decode) else { throw error("base64 was expected", at: start) }
        return Data(bytes)
    }

    /// Reads a string (`null`: empty).
    mutating func readText() throws(JSONReadError) -> String {
        try readNull() ? "" : try readString()
    }

    /// An optional minus sign and decimal digits, as a sign and a magnitude that fits `UInt64`.
    private static func digits(_ text: UnsafeRawBufferPointer) -> (negative: Bool, magnitude: UInt64)? {
        let negative = text.first == UInt8(ascii: "-")
        let digits = text.dropFirst(negative ? 1 : 0)
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !carried else { return nil }
            value = sum
        }
        return (negative, value)
    }
}
