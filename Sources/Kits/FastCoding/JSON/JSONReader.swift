import Foundation

/// A small, strict, pull-style JSON reader over bytes, for the store's hot path.
///
/// Foundation's `JSONDecoder` builds a full tree and goes through `Codable`'s dynamic machinery; this
/// reader walks the bytes once and lets each DTO pull exactly the fields it knows (figures in the
/// benchmarks' README).
/// It rejects anything that is not JSON (RFC 8259), invalid UTF-8 included, and never traps on bad input.
/// It reads borrowed bytes, so it exists only inside ``read(_:_:)``.
public struct JSONReader {
    private let bytes: UnsafeRawBufferPointer
    @usableFromInline var index = 0
    private var depth = 0
    /// Deeper nesting than any store file has; refusing it keeps hostile input from exhausting the stack.
    private static let maximumDepth = 64

    /// Reads `data` with a reader and checks that nothing but white space follows the value.
    ///
    /// Inlinable, so that a caller's module compiles it for its own bytes and value: a store reads one
    /// value a line, 10,000 lines for a board, and the generic version looked up its types each time.
    @inlinable
    public static func read<Value>(_ bytes: some ContiguousBytes, _ body: (inout JSONReader) throws(JSONReadError) -> Value) throws(JSONReadError) -> Value {
        let result: Result<Value, JSONReadError> = bytes.withUnsafeBytes { buffer in
            var reader = JSONReader(bytes: buffer)
            do throws(JSONReadError) {
                let value = try body(&reader)
                reader.skipWhitespace()
                guard reader.index == buffer.count else { throw reader.error("unexpected bytes after the value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads the values of `bytes` one after another until its end, as JSON Lines has them (one value a
    /// line; any white space may separate them).
    public static func readSequence<Element>(
        _ bytes: some ContiguousBytes, of element: (inout JSONReader) throws(JSONReadError) -> Element
    ) throws(JSONReadError) -> [Element] {
        var elements: [Element] = []
        try forEachInSequence(bytes) { (reader) throws(JSONReadError) in elements.append(try element(&reader)) }
        return elements
    }

    /// Calls `body` for each value of `bytes`, one after another until its end (as ``readSequence(_:of:)``),
    /// so that a caller can convert each as it is read and keep nothing of it.
    public static func forEachInSequence(
        _ bytes: some ContiguousBytes, _ body: (inout JSONReader) throws(JSONReadError) -> Void
    ) throws(JSONReadError) {
        let result: Result<Void, JSONReadError> = bytes.withUnsafeBytes { buffer in
            var reader = JSONReader(bytes: buffer)
            do throws(JSONReadError) {
                while true {
                    reader.skipWhitespace()
                    guard reader.index < buffer.count else { return .success(()) }
                    try body(&reader)
                }
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// The keys of the object `bytes` starts with (their values skipped), whatever follows it.
    public static func keysOfFirstObject(_ bytes: some ContiguousBytes) throws(JSONReadError) -> [String] {
        let result: Result<[String], JSONReadError> = bytes.withUnsafeBytes { buffer in
            var reader = JSONReader(bytes: buffer)
            var keys: [String] = []
            do throws(JSONReadError) {
                try reader.readObject { (key, reader) throws(JSONReadError) in
                    keys.append(key.text)
                    try reader.skipValue()
                }
                return .success(keys)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    @usableFromInline init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    // MARK: - Structure

    /// Reads an object, calling `body` with each key; `body` must read (or ``skipValue()``) its value.
    public mutating func readObject(_ body: (JSONKey, inout JSONReader) throws(JSONReadError) -> Void) throws(JSONReadError) {
        try enter(UInt8(ascii: "{"))
        if try consumeIf(UInt8(ascii: "}")) { return leave() }
        repeat {
            let key = try readKey()
            try expect(UInt8(ascii: ":"))
            try body(key, &self)
        } while try consumeIf(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
        leave()
    }

    /// Reads an array, calling `body` once per element to read it.
    public mutating func readArray(_ body: (inout JSONReader) throws(JSONReadError) -> Void) throws(JSONReadError) {
        try enter(UInt8(ascii: "["))
        if try consumeIf(UInt8(ascii: "]")) { return leave() }
        repeat { try body(&self) } while try consumeIf(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
        leave()
    }

    /// Reads an array whose elements are all read by `element`.
    public mutating func readArray<Element>(of element: (inout JSONReader) throws(JSONReadError) -> Element) throws(JSONReadError) -> [Element] {
        var elements: [Element] = []
        try readArray { (reader) throws(JSONReadError) in elements.append(try element(&reader)) }
        return elements
    }

    /// Skips any value (for keys a newer minor writer may add).
    public mutating func skipValue() throws(JSONReadError) {
        switch try peek() {
        case UInt8(ascii: "{"): try readObject { (_, reader) throws(JSONReadError) in try reader.skipValue() }
        case UInt8(ascii: "["): try readArray { (reader) throws(JSONReadError) in try reader.skipValue() }
        case UInt8(ascii: "\""): try readString { _ in } // no `String` built for a plain one
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try readDouble()
        }
    }

    /// Consumes `text` when the input goes on with exactly these bytes (no white space skipped), and says
    /// whether it did: how a reader that knows the order its writer puts keys in (`,"title":`) walks a
    /// record with no key matched one by one. On `false` nothing is consumed.
    public mutating func consume(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count,
              memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else { return false }
        index += count
        return true
    }

    /// Whether the next value is `null`, which it then consumes.
    public mutating func readNull() throws(JSONReadError) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    // MARK: - Scalars

    /// Reads a string, unescaping it; invalid UTF-8 and raw control characters are refused.
    public mutating func readString() throws(JSONReadError) -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        var ascii = true
        index = PlainRun.end(in: bytes, from: index)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                // Plain ASCII (most titles and every id) needs no UTF-8 validation, which is costly.
                let text = ascii ? String(decoding: raw, as: UTF8.self) : String(validating: raw, as: UTF8.self)
                guard let text else { throw error("invalid UTF-8 in a string", at: start) }
                index += 1
                return text
            }
            if byte >= 0x80 { ascii = false }
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            if byte < 0x20 { throw error("a control character in a string") }
            index += 1
        }
        throw error("an unterminated string", at: start)
    }

    /// Reads a string and hands `body` its UTF-8, borrowed: when the string is plain ASCII with no escape
    /// (an id, a day, a state) the bytes as they lie in the input, so no `String` is built for a value
    /// that is parsed at once; otherwise the unescaped text's bytes. Valid only inside `body`.
    public mutating func readString<Value>(_ body: (UnsafeRawBufferPointer) -> Value) throws(JSONReadError) -> Value {
        try expect(UInt8(ascii: "\""))
        if let plain = plainString() { return body(plain) }
        index -= 1
        var text = try readString()
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// A key, as bytes when it is plain ASCII (every key a store writes): a DTO matches it against the
    /// names it knows with no string built per key.
    private mutating func readKey() throws(JSONReadError) -> JSONKey {
        try expect(UInt8(ascii: "\""))
        let start = index
        if let plain = plainString(), !plain.isEmpty { return .bytes(plain) }
        // Anything else (an escape, UTF-8, a control character, an empty key) takes the full path.
        index = start - 1
        return .text(try readString())
    }

    /// Just after an opening quote: the string's bytes, consumed with its closing quote, when they are
    /// plain ASCII with no escape; otherwise `nil`, and nothing is consumed.
    private mutating func plainString() -> UnsafeRawBufferPointer? {
        let start = index
        index = PlainRun.end(in: bytes, from: index)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return UnsafeRawBufferPointer(rebasing: bytes[start..<(index - 1)])
            }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        index = start
        return nil
    }

    /// Reads a finite number.
    public mutating func readDouble() throws(JSONReadError) -> Double {
        skipWhitespace()
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        if let value = Self.shortDecimal(text) { return value }
        guard index > start, let value = Double(String(decoding: text, as: UTF8.self)),
              value.isFinite, bytes[start] != UInt8(ascii: "+") else {
            throw error("a number was expected", at: start)
        }
        return value
    }

    /// The value of `-123` or `-123.456` with at most 15 digits, the form of every instant a store writes:
    /// the digits and the power of ten are then exact `Double`s, and one division rounds correctly, so
    /// it is exactly the `Double` the full parser reads, without a string or `strtod`. `nil` for any
    /// other form, which the full parser then reads (or refuses).
    private static func shortDecimal(_ text: UnsafeRawBufferPointer) -> Double? {
        var position = 0, significand: UInt64 = 0, digits = 0, fractionDigits: Int?
        let negative = text.first == UInt8(ascii: "-")
        if negative { position = 1 }
        while position < text.count {
            let byte = text[position]
            position += 1
            if byte == UInt8(ascii: "."), fractionDigits == nil, digits > 0 {
                fractionDigits = 0
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10, digits < 15 else { return nil }
            significand = significand * 10 + UInt64(digit)
            digits += 1
            fractionDigits? += 1
        }
        guard digits > 0, fractionDigits != 0 else { return nil }
        let value = Double(significand) / exactPowersOfTen[fractionDigits ?? 0]
        return negative ? -value : value
    }

    /// 10⁰ to 10¹⁵, each exactly a `Double`.
    private static let exactPowersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// Reads an integer (no fraction, no exponent) that fits an `Int`.
    public mutating func readInt() throws(JSONReadError) -> Int {
        skipWhitespace()
        let start = index
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { throw error("an integer out of range", at: start) }
            value = sum
            index += 1
        }
        guard index > start + (negative ? 1 : 0) else { throw error("an integer was expected", at: start) }
        if index < bytes.count, Self.isNumberByte(bytes[index]) { throw error("an integer was expected", at: start) }
        return negative ? -value : value
    }

    /// The position of the next byte to read, for errors that name where a record began.
    public var offset: Int { index }

    // MARK: - Errors

    /// An error at the current position.
    public func error(_ reason: String) -> JSONReadError { error(reason, at: index) }

    /// An error at `offset`, e.g. where the record being read began.
    public func error(_ reason: String, at offset: Int) -> JSONReadError { JSONReadError(reason: reason, offset: offset) }

    // MARK: - Private

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func readEscapedString(from start: Int) throws(JSONReadError) -> String {
        var utf8: [UInt8] = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else { throw error("invalid UTF-8 in a string", at: start) }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw error("an unterminated string", at: start) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try readHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone surrogate in a string")
                        }
                        index += 2
                        let low = try readHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a string") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("a lone surrogate in a string") }
                    utf8.append(contentsOf: String(unicode).utf8)
                default: throw error("an invalid escape in a string")
                }
            default:
                if byte < 0x20 { throw error("a control character in a string") }
                // The run of plain bytes this one starts (a body's line between two `\n`), copied at once.
                let run = index - 1
                while index < bytes.count, bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                    index += 1
                }
                utf8.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<index]))
            }
        }
        throw error("an unterminated string", at: start)
    }

    private mutating func readHex4() throws(JSONReadError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func literal(_ word: StaticString) throws(JSONReadError) {
        skipWhitespace()
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("an unexpected end") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw error("an unexpected value") }
        index += count
    }

    private mutating func enter(_ opening: UInt8) throws(JSONReadError) {
        try expect(opening)
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting too deep") }
    }

    private mutating func leave() { depth -= 1 }

    @usableFromInline mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The first byte of the next value (after white space), without consuming it: what type it is.
    public mutating func peek() throws(JSONReadError) -> UInt8 {
        skipWhitespace()
        guard index < bytes.count else { throw error("an unexpected end") }
        return bytes[index]
    }

    private mutating func expect(_ byte: UInt8) throws(JSONReadError) {
        guard try peek() == byte else {
            throw error(index < bytes.count ? "'\(Character(Unicode.Scalar(byte)))' was expected" : "an unexpected end")
        }
        index += 1
    }

    private mutating func consumeIf(_ byte: UInt8) throws(JSONReadError) -> Bool {
        guard try peek() == byte else { return false }
        index += 1
        return true
    }
}
