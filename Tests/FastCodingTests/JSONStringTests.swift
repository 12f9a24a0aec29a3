import FastCoding
import Testing

@Suite("JSONString: the one escaper")
struct JSONStringTests {
    @Test("escapes quotes, backslashes, control characters, DEL, C1 and line separators; copies the rest")
    func escapes() {
        #expect(JSONString.literal("plain é ☕") == #""plain é ☕""#)
        #expect(JSONString.literal("q\" b\\ n\n t\t r\r") == #""q\" b\\ n\n t\t r\r""#)
        #expect(JSONString.literal("\u{01}\u{1B}\u{7F}\u{85}\u{9F}\u{A0}\u{2028}\u{2029}\u{2030}")
            == #""\u0001\u001b\u007f\u0085\u009f"# + "\u{A0}" + #"\u2028\u2029"# + "\u{2030}\"")
    }

    @Test("every escape reads back as the same text")
    func readsBack() throws {
        let scalars = (0..<0x100).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{2029}", "😀"]
        let text = String(String.UnicodeScalarView(scalars))
        let written = Array(JSONString.literal(text).utf8)
        #expect(try JSONReader.read(written) { (reader) throws(JSONReadError) in try reader.readString() } == text)
    }

    @Test("a character to escape is found wherever it stands in a long plain text, and read back as written",
          arguments: ["\"", "\\", "\n", "\u{01}", "\u{7F}", "\u{85}", "\u{2028}", "é", "☕"])
    func findsACharacterAnywhere(character: String) throws {
        // Alone, the character is escaped byte by byte; inside 24 plain bytes, the run before it is skipped
        // eight bytes at a time: both must write it the same, at every place in a word.
        let escaped = String(JSONString.literal(character).dropFirst().dropLast())
        for position in 0...24 {
            let text = String(repeating: "a", count: position) + character + String(repeating: "b", count: 24 - position)
            let written = JSONString.literal(text)
            #expect(written == "\"" + String(repeating: "a", count: position) + escaped + String(repeating: "b", count: 24 - position) + "\"")
            #expect(try JSONReader.read(Array(written.utf8)) { (reader) throws(JSONReadError) in try reader.readString() } == text)
            let key = try JSONReader.read(Array("{\(written):1}".utf8)) { (reader) throws(JSONReadError) in
                var keys: [String] = []
                try reader.readObject { (key, reader) throws(JSONReadError) in
                    keys.append(key.text)
                    try reader.skipValue()
                }
                return keys
            }
            #expect(key == [text])
        }
    }
}
