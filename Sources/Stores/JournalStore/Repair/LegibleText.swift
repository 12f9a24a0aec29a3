/// What can still be read of a damaged line: the value of a string field found by its key, without
/// parsing the line (which is what failed). Only for naming a record to a person; never stored.
enum LegibleText {
    /// The longest value read, in characters: a title's limit.
    private static let limit = 100

    /// The first `"key":"…"` string in `bytes`, its simple escapes undone; `nil` when there is none or
    /// it is empty. Bytes that are not UTF-8 become U+FFFD.
    static func field(_ key: String, in bytes: ArraySlice<UInt8>) -> String? {
        let pattern = Array("\"\(key)\":\"".utf8)
        guard let start = firstRange(of: pattern, in: bytes) else { return nil }
        var value: [UInt8] = [], index = start, escaped = false
        while index < bytes.endIndex, value.count < 4 * limit {
            let byte = bytes[index]
            index += 1
            if escaped {
                escaped = false
                switch byte {
                case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"): value.append(UInt8(ascii: " "))
                default: value.append(byte)
                }
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                break
            } else if byte < 0x20 {
                // Never raw in a JSON string: the damage begins here, and the rest is not the value.
                value += Array("…".utf8)
                break
            } else {
                value.append(byte)
            }
        }
        let text = String(decoding: value, as: UTF8.self)
        return text.isEmpty ? nil : String(text.prefix(limit))
    }

    /// Where the bytes after the first occurrence of `pattern` begin.
    private static func firstRange(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= pattern.count, let first = pattern.first else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        return nil
    }
}
