/// Makes text typed by users safe to send to a terminal.
///
/// A title holding `ESC [ 2 J` would clear the screen, and one holding U+202E (right-to-left override)
/// would reorder everything after it on the line. So every character that a terminal interprets
/// instead of drawing is replaced by a visible stand-in:
/// - C0 controls and DEL in caret notation, the way `cat -v` shows them: ESC → `^[`, CR → `^M`, DEL → `^?`;
/// - C1 controls (U+0080–U+009F) and bidirectional controls by U+FFFD (`�`);
/// - a tab by spaces; a line feed as ``NewlineHandling`` says.
public enum TerminalSanitizer {
    /// The text with every control character replaced by a visible, harmless form.
    ///
    /// - Parameters:
    ///   - newlines: keep `\n` or turn it into a space.
    ///   - tabWidth: how many spaces a tab becomes.
    public static func sanitize(_ text: String, newlines: NewlineHandling = .replaceWithSpace,
                                tabWidth: Int = 4) -> String {
        // The common cases: plain printable ASCII (checked by bytes, no scalar decoding), then no scalar to replace.
        if DisplayWidth.isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where newlines == .keep:
                result.append(scalar)
            case 0x0A:
                result.append(" ")
            case 0x09:
                result.append(contentsOf: repeatElement(" ", count: max(tabWidth, 0)))
            case 0x00...0x1F, 0x7F:
                result.append("^")
                result.append(Unicode.Scalar(UInt8(scalar.value ^ 0x40)))  // 0x1B → "[", 0x7F → "?"
            case _ where needsReplacing(scalar):
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether the terminal would act on `scalar` rather than draw it.
    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true            // C0, DEL, C1 (CSI is 0x9B)
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls
        case 0x2028, 0x2029: return true                       // line and paragraph separators
        default: return false
        }
    }
}
