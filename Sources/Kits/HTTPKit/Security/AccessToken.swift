/// A random secret that only whoever started a server has: a request that does not show it (say, in a
/// header its page sends) gets nothing, so no other page, program or account can use the server.
///
/// 32 random bytes from the system's cryptographic generator, written as 64 hex digits. ``matches(_:)``
/// compares in constant time, so the time an answer takes says nothing about how much of a guess was right.
public struct AccessToken: Sendable, CustomStringConvertible {
    /// The token as 64 lowercase hex digits.
    public let value: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }.joined()
    }

    /// A token with a known value (tests).
    public init(value: String) {
        self.value = value
    }

    /// The token's value.
    public var description: String { value }

    /// Whether `candidate` is this token. Every byte is compared whatever the earlier ones were; only the
    /// length, which is public, can end the comparison early.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(value.utf8), given = Array(candidate.utf8)
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= expected[index] ^ given[index] }
        return difference == 0
    }
}
