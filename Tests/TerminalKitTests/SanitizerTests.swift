import Testing
import TerminalKit

@Suite("Sanitising")
struct SanitizerTests {
    @Test("Plain text, Hangul and emoji pass through unchanged")
    func clean() {
        let text = "Plan 계획 😀 e\u{301}"
        #expect(text.sanitizedForTerminal() == text)
    }

    @Test("Escape sequences are shown, not obeyed")
    func escape() {
        let hostile = "\u{1B}[2J\u{1B}]0;owned\u{07}title"
        let shown = hostile.sanitizedForTerminal()
        #expect(shown == "^[[2J^[]0;owned^Gtitle")
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("C0 controls, DEL and carriage return use caret notation")
    func caret() {
        #expect("a\u{0}b\u{7F}c\rd\u{8}".sanitizedForTerminal() == "a^@b^?c^Md^H")
    }

    @Test("C1 controls, CSI included, become U+FFFD")
    func c1() {
        #expect("a\u{9B}2Jb\u{85}".sanitizedForTerminal() == "a\u{FFFD}2Jb\u{FFFD}")
    }

    @Test("Bidirectional controls become U+FFFD so they cannot reorder the line", arguments: [
        "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}",
    ])
    func bidi(control: String) {
        #expect(("abc" + control + "def").sanitizedForTerminal() == "abc\u{FFFD}def")
    }

    @Test("Tabs become spaces; newlines are kept or turned into spaces as asked")
    func whitespace() {
        #expect(TerminalSanitizer.sanitize("a\tb", tabWidth: 2) == "a  b")
        #expect("a\nb".sanitizedForTerminal() == "a b")
        #expect("a\nb".sanitizedForTerminal(newlines: .keep) == "a\nb")
        #expect("a\r\nb".sanitizedForTerminal(newlines: .keep) == "a^M\nb")
    }
}
