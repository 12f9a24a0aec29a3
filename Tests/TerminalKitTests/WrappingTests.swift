import Testing
import TerminalKit

@Suite("Wrapping")
struct WrappingTests {
    @Test("Lines break between words")
    func words() {
        #expect("the quick brown fox jumps".wrapped(toWidth: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test("A newline always starts a new line, and empty lines are kept")
    func newlines() {
        #expect("one\n\ntwo".wrapped(toWidth: 10) == ["one", "", "two"])
    }

    @Test("A word longer than the line is broken between characters")
    func longWord() {
        #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
    }

    @Test("Wide characters are never split across lines")
    func wide() {
        let lines = "한글한글한".wrapped(toWidth: 5)
        #expect(lines == ["한글", "한글", "한"])
        #expect(lines.allSatisfy { $0.displayWidth <= 5 })
    }

    @Test("Beyond the line limit the last line kept ends with an ellipsis")
    func maxLines() {
        #expect("a b c d e f".wrapped(toWidth: 3, maxLines: 2) == ["a b", "c …"])
        #expect("one\ntwo\nthree".wrapped(toWidth: 10, maxLines: 2) == ["one", "two…"])
        #expect("one\ntwo".wrapped(toWidth: 10, maxLines: 2) == ["one", "two"])
    }

    @Test("Every line fits the width", arguments: [1, 2, 3, 7, 20])
    func fitsWidth(width: Int) {
        let text = "Korean 한국어 and emoji 😀👍🏽 mixed\nwith a verylongwordthatmustbreak"
        for line in text.wrapped(toWidth: width, maxLines: 3) {
            #expect(line.displayWidth <= max(width, 2))  // a wide character needs 2 even in 1
        }
        #expect(text.wrapped(toWidth: width, maxLines: 3).count <= 3)
    }

    @Test("Nothing fits in no width")
    func zero() {
        #expect("abc".wrapped(toWidth: 0).isEmpty)
        #expect("abc".wrapped(toWidth: 3, maxLines: 0).isEmpty)
    }
}
