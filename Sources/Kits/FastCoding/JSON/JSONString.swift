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
        var text = text
        bytes.append(UInt8(ascii: "\""))
        // The string's own UTF-8, borrowed: a plain title or body is one run, copied once into `bytes`.
        text.withUTF8 { appendEscaped($0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as a quoted JSON string literal.
    public static func literal(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` starts nothing ``appendEscaped(_:to:)`` rewrites: it is not an ASCII control
    /// character, DEL, a quote or a backslash, nor the UTF-8 lead byte of U+0080–U+009F (C2) or of
    /// U+2028/U+2029 (E2; the other characters they start are copied after a look at what follows).
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2
    }

    /// Escapes (a body with a newline is common): quotes, backslashes, control characters and DEL,
    /// U+0080–U+009F (C2 80–9F) and U+2028/U+2029 (E2 80 A8/A9) as `\u` escapes in lowercase hex; the
    /// runs of other bytes between them are copied whole.
    private static func appendEscaped(_ input: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0, runStart = 0
        func copyRun() {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
        }
        func escape(_ letter: Unicode.Scalar) {
            copyRun()
            output.append(UInt8(ascii: "\\"))
            output.append(UInt8(ascii: letter))
        }
        func escape(_ value: UInt32) {
            escape("u")
            for shift in stride(from: 12, through: 0, by: -4) {
                let nibble = UInt8((value >> UInt32(shift)) & 0xF)
                output.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
            }
        }
        while index < input.count {
            index = PlainRun.end(in: UnsafeRawBufferPointer(input), from: index)
            guard index < input.count else { break }
            let byte = input[index]
            guard !isPlain(byte) else {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): escape("\"")
            case UInt8(ascii: "\\"): escape("\\")
            case 0x0A: escape("n")
            case 0x09: escape("t")
            case 0x0D: escape("r")
            case 0..<0x20, 0x7F: escape(UInt32(byte))
            case 0xC2 where index + 1 < input.count && (0x80...0x9F).contains(input[index + 1]):
                escape(UInt32(input[index + 1]))
                index += 1
            case 0xE2 where index + 2 < input.count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                escape(input[index + 2] == 0xA8 ? UInt32(0x2028) : UInt32(0x2029))
                index += 2
            default: // the lead byte of another character: part of the run
                index += 1
                continue
            }
            index += 1
            runStart = index
        }
        copyRun()
    }
}
