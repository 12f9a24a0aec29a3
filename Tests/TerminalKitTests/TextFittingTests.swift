import Testing
import TerminalKit

@Suite("Truncating and padding")
struct TextFittingTests {
    @Test("Text that fits is left alone")
    func fits() {
        #expect("abc".truncated(toWidth: 3) == "abc")
        #expect("한글".truncated(toWidth: 4) == "한글")
    }

    @Test("Text that does not fit ends with an ellipsis and takes the whole width")
    func truncatesASCII() {
        #expect("abcdef".truncated(toWidth: 4) == "abc…")
        #expect("abcdef".truncated(toWidth: 1) == "…")
        #expect("abcdef".truncated(toWidth: 0) == "")
    }

    @Test("A wide character that does not fit before the ellipsis becomes padding, never half a character")
    func wideAtBoundary() {
        // 한국어 is 6 columns. In 4, only 한 (2) fits before the … (1): one column of padding.
        #expect("한국어".truncated(toWidth: 4) == "한… ")
        #expect("한국어".truncated(toWidth: 4).displayWidth == 4)
        #expect("한국어".truncated(toWidth: 5) == "한국…")
        #expect("a한국".truncated(toWidth: 3) == "a… ")
    }

    @Test("Emoji sequences are cut whole")
    func emojiAtBoundary() {
        let family = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦"
        #expect(family.truncated(toWidth: 3) == "👨‍👩‍👧‍👦…")
        #expect(family.truncated(toWidth: 2) == "… ")
    }

    @Test("Padding counts display columns, not characters")
    func padding() {
        #expect("한".padded(toWidth: 4) == "한  ")
        #expect("abc".padded(toWidth: 2) == "abc")
        #expect("e\u{301}".padded(toWidth: 3) == "e\u{301}  ")
    }

    @Test("Fitting gives exactly the width asked for", arguments: [0, 1, 2, 3, 4, 5, 6, 7, 10])
    func fitted(width: Int) {
        for text in ["", "abc", "한글 텍스트", "😀a😀b", "e\u{301}e\u{301}e\u{301}e\u{301}"] {
            #expect(text.fitted(toWidth: width).displayWidth == width, "\(text) in \(width)")
        }
    }
}
