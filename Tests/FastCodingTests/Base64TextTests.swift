import FastCoding
import Foundation
import Testing

/// Base64 without Foundation: the same text as Foundation's for every length and byte, and strict decoding.
@Suite struct Base64TextTests {
    private func encoded(_ bytes: [UInt8]) -> String {
        var writer = JSONWriter()
        writer.base64(bytes)
        return writer.text
    }

    private func decoded(_ text: String) -> [UInt8]? {
        Array(text.utf8).withUnsafeBytes { Base64Text.decode($0) }
    }

    @Test func everyLengthAndByteAsFoundationWritesIt() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(encoded(bytes) == "\"" + Data(bytes).base64EncodedString() + "\"")
            #expect(decoded(Data(bytes).base64EncodedString()) == bytes)
        }
        let all = (0...255).map(UInt8.init)
        #expect(encoded(all) == "\"" + Data(all).base64EncodedString() + "\"")
        #expect(decoded(Data(all).base64EncodedString()) == all)
    }

    @Test func knownAnswers() {
        #expect(encoded(Array("".utf8)) == #""""#)
        #expect(encoded(Array("f".utf8)) == #""Zg==""#)
        #expect(encoded(Array("fo".utf8)) == #""Zm8=""#)
        #expect(encoded(Array("foo".utf8)) == #""Zm9v""#)
        #expect(encoded([0xFF, 0xFE, 0x00]) == #""//4A""#)
        #expect(decoded("Zm9vYg==") == Array("foob".utf8))
        #expect(decoded("//4A") == [0xFF, 0xFE, 0x00])
    }

    @Test(arguments: ["Zg", "Zg=", "Z===", "Zg==Zg==", "Zm9v!A==", "Zm 9v", "=Zm9", "Zm9v\n"])
    func notBase64IsRefused(_ text: String) {
        #expect(decoded(text) == nil)
    }
}
