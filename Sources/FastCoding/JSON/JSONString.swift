/// The one JSON string escaper of the package: the store's files, `list --json` and the export all
/// write strings through it.
///
/// Besides what JSON requires (quotes, backslashes, control characters), it escapes DEL, the C1
/// controls U+0080–U+009F and U+2028/U+2029, so that a title shown by a terminal or pasted into
/// JavaScript can never act as a control sequence or end a line. Every escape reads back as the same
/// text with any JSON reader.
public enum JSONString {
    /// Appends `text` as a quoted JSON string literal.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        if needsNoEscaping(text) {
            bytes.append(contentsOf: text.utf8) // one copy of the bytes: most titles and bodies are plain text
        } else {
            appendEscaped(text, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as a quoted JSON string literal.
    public static func literal(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether no byte of `text` starts something ``appendEscaped(_:to:)`` rewrites: an ASCII control
    /// character, DEL, a quote or a backslash, or the UTF-8 lead bytes of U+0080–U+009F (C2) and of
    /// U+2028/U+2029 (E2; other E2 characters merely take the slow path).
    private static func needsNoEscaping(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2
        }
    }

    /// Escapes byte by byte (a body with a newline is common): quotes, backslashes, control characters
    /// and DEL, U+0080–U+009F (C2 80–9F) and U+2028/U+2029 (E2 80 A8/A9) as `\u` escapes in lowercase
    /// hex; every other byte is copied.
    private static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        let input = Array(text.utf8)
        func escape(_ value: UInt32) {
            output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
            for shift in [12, 8, 4, 0] {
                let nibble = UInt8((value >> UInt32(shift)) & 0xF)
                output.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
            }
        }
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0..<0x20, 0x7F: escape(UInt32(byte))
            case 0xC2 where index + 1 < input.count && (0x80...0x9F).contains(input[index + 1]):
                escape(UInt32(input[index + 1]))
                index += 1
            case 0xE2 where index + 2 < input.count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                escape(input[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
    }
}
