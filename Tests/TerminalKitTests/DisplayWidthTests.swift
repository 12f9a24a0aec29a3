import Testing
import TerminalKit

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII takes one column per character")
    func ascii() {
        #expect("hello, world".displayWidth == 12)
        #expect("".displayWidth == 0)
    }

    @Test("Hangul, CJK and fullwidth forms take two columns", arguments: [
        ("한글", 4), ("프로젝트 관리", 13), ("漢字", 4), ("ひらがな", 8), ("カタカナ", 8), ("ＡＢ", 4), ("。", 2),
    ])
    func wide(text: String, width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test("Hangul written as separate jamo is still one two-column syllable")
    func decomposedHangul() {
        let decomposed = "\u{1112}\u{1161}\u{11AB}"  // 한 as initial + vowel + final jamo
        #expect(decomposed.count == 1)
        #expect(decomposed.displayWidth == 2)
    }

    @Test("Emoji take two columns, including ZWJ sequences, skin tones, flags and keycaps", arguments: [
        "😀", "👨‍👩‍👧‍👦", "👍🏽", "🇰🇷", "❤️", "1️⃣", "🏳️‍🌈",
    ])
    func emoji(text: String) {
        #expect(text.displayWidth == 2)
    }

    @Test("A symbol with text presentation stays one column")
    func textPresentation() {
        #expect("☺".displayWidth == 1)
        #expect("⌚\u{FE0E}".displayWidth == 1)
        #expect("⌚".displayWidth == 2)
    }

    @Test("Combining marks and zero-width characters take no column")
    func zeroWidth() {
        #expect("e\u{301}".displayWidth == 1)        // é as e + combining acute
        #expect("a\u{308}o\u{308}u\u{308}".displayWidth == 3)
        #expect("a\u{200B}b".displayWidth == 2)      // zero-width space
        #expect("\u{301}".displayWidth == 0)         // a combining mark with no base
    }

    @Test("Mixed text adds up")
    func mixed() {
        #expect("Hi 한글 😀!".displayWidth == 11)  // 2 + 1 + 4 + 1 + 2 + 1
    }
}
