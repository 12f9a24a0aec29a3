import FastCoding
import Foundation
import Testing

@Suite("JSONReader: strict JSON for the store files")
struct JSONReaderTests {
    private func string(_ json: [UInt8]) throws -> String {
        try JSONReader.read(json) { (reader) throws(JSONReadError) in try reader.readString() }
    }

    private func string(_ json: String) throws -> String { try string(Array(json.utf8)) }

    /// The bytes `readString(_:)` hands over, as text.
    private func borrowedString(_ json: [UInt8]) throws -> String {
        try JSONReader.read(json) { (reader) throws(JSONReadError) in try reader.readString { String(decoding: $0, as: UTF8.self) } }
    }

    @Test("reads strings with every escape, surrogate pairs and raw UTF-8")
    func readsStrings() throws {
        #expect(try string(#""plain""#) == "plain")
        #expect(try string(#""q\" b\\ s\/ \b\f\n\r\t é \u00e9 \ud83d\ude00""#) == "q\" b\\ s/ \u{08}\u{0C}\n\r\t é é 😀")
        #expect(try string("\"Café ☕ 日本語\"") == "Café ☕ 日本語")
    }

    @Test("rejects what JSON does not allow in a string",
          arguments: [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0x0A, 0x22], Array(#""\x""#.utf8),
                      Array(#""\ud83d""#.utf8), Array(#""\ude00""#.utf8), Array(#""\u12""#.utf8), Array(#""open"#.utf8)])
    func rejectsBadStrings(json: [UInt8]) {
        #expect(throws: JSONReadError.self) { try string(json) }
        #expect(throws: JSONReadError.self) { try borrowedString(json) }
    }

    @Test("hands a string's bytes over, plain or escaped, as the text readString() reads", arguments: [
        #""""#, #""3f2504e0-4f89-11d3-9a0c-0305e82c3301""#, #""2026-11-22""#, #""q\" b\\ \u00e9\n""#, "\"Café ☕\"",
    ])
    func handsBytesOver(json: String) throws {
        #expect(try borrowedString(Array(json.utf8)) == (try string(json)))
    }

    @Test("reads a Double back exactly, and integers without overflow")
    func readsNumbers() throws {
        let value = 815_000_000.123_456_7
        let text = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
        let read = try JSONReader.read(Array(text.utf8)) { (reader) throws(JSONReadError) in try reader.readArray { (reader) throws(JSONReadError) in try reader.readDouble() } }
        #expect(read == [value])
        #expect(try JSONReader.read(Array("-42".utf8)) { (reader) throws(JSONReadError) in try reader.readInt() } == -42)
    }

    @Test("reads every decimal exactly as Double(_:) does, short ones and long ones, signs and zeros")
    func readsDecimalsAsDoubleDoes() throws {
        var generator = SystemRandomNumberGenerator()
        let instants = (0..<2_000).map { _ in
            (Double(Int64.random(in: -63_000_000_000_000...252_000_000_000_000, using: &generator)) / 1000).description
        }
        let edges = ["0", "-0", "0.5", "-0.0", "007", "1.", ".5", "-.5", "123456789012345", "1234567890123456",
                     "0.000000000000001", "999999999999999.9", "9007199254740993", "1e3", "2.5E-3", "785000000.123"]
        for text in instants + edges {
            let read = try? JSONReader.read(Array(text.utf8)) { (reader) throws(JSONReadError) in try reader.readDouble() }
            let expected = Double(text)
            #expect(read?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test("rejects numbers that are not JSON or out of range", arguments: ["+1", "nan", "1e999", "", "-", "99999999999999999999", "1.5"])
    func rejectsBadNumbers(text: String) {
        #expect(throws: JSONReadError.self) {
            if text.contains(".") || text.hasPrefix("9") {
                _ = try JSONReader.read(Array(text.utf8)) { (reader) throws(JSONReadError) in try reader.readInt() }
            } else {
                _ = try JSONReader.read(Array(text.utf8)) { (reader) throws(JSONReadError) in try reader.readDouble() }
            }
        }
    }

    @Test("skips any value, refuses trailing bytes and hostile nesting")
    func skipsAndRefuses() throws {
        let json = #" {"a":[1,-2.5e3,true,false,null,{"b":"c"}],"d":{}} "#
        try JSONReader.read(Array(json.utf8)) { (reader) throws(JSONReadError) in try reader.skipValue() }
        #expect(throws: JSONReadError.self) { try JSONReader.read(Array("{} x".utf8)) { (reader) throws(JSONReadError) in try reader.skipValue() } }
        let deep = Array(repeating: UInt8(ascii: "["), count: 10_000)
        #expect(throws: JSONReadError.self) { try JSONReader.read(deep) { (reader) throws(JSONReadError) in try reader.skipValue() } }
    }

    @Test("what JSONWriter writes, JSONReader reads back exactly: every ASCII character, Unicode and dates")
    func writerRoundTrips() throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é ☕ 😀 \u{2028}"
        let numbers = [815_000_000.123_456_7, -0.1, 1e-7, 1e300, 0, 42, Date().timeIntervalSinceReferenceDate]
        var writer = JSONWriter()
        writer.raw("[")
        writer.string(text)
        writer.raw(",")
        writer.array(numbers) { writer, number in writer.number(number) }
        writer.raw("]")
        let (readText, readNumbers) = try JSONReader.read(writer.bytes) { (reader) throws(JSONReadError) in
            var pair: (String, [Double]) = ("", [])
            var index = 0
            try reader.readArray { (reader) throws(JSONReadError) in
                if index == 0 { pair.0 = try reader.readString() } else { pair.1 = try reader.readArray { (reader) throws(JSONReadError) in try reader.readDouble() } }
                index += 1
            }
            return pair
        }
        #expect(readText == text)
        #expect(readNumbers == numbers)
    }
}
