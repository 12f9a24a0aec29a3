import HTTPKit
import Testing

/// The per-server token: random, and matched only in full.
@Suite struct AccessTokenTests {
    @Test func aTokenIs64HexDigitsAndTwoTokensDiffer() {
        let first = AccessToken(), second = AccessToken()
        #expect(first.value.count == 64)
        #expect(first.value.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(first.value != second.value)
    }

    @Test func onlyTheWholeTokenMatches() {
        let token = AccessToken(value: "abcdef")
        #expect(token.matches("abcdef"))
        #expect(!token.matches("abcdeF"))
        #expect(!token.matches("abcde"))
        #expect(!token.matches("abcdefg"))
        #expect(!token.matches(""))
        #expect(!token.matches(nil))
    }
}
