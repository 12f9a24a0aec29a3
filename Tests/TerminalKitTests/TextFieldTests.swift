import Testing
import TerminalKit

@Suite("Text field editing")
struct TextFieldTests {
    /// The field after `keys`, shown as its text with `|` at the cursor.
    static func edited(_ text: String, multiline: Bool = false, cursorAt start: Int? = nil, _ keys: Key...) -> String {
        var field = TextField(text, isMultiline: multiline)
        if let start { for _ in 0..<(text.count - start) { field.handle(.left) } }
        for key in keys { field.handle(key) }
        var characters = field.characters
        characters.insert("|", at: field.cursor)
        return String(characters)
    }

    @Test("arrows, Home/End and Ctrl-A/E move the cursor; typing inserts at it")
    func moves() {
        #expect(Self.edited("report", .left, .left, .character("X")) == "repoX|rt")
        #expect(Self.edited("report", .home, .character(">")) == ">|report")
        #expect(Self.edited("report", .control("a"), .right, .control("e"), .character("!")) == "report!|")
        #expect(Self.edited("ab", .left, .left, .left, .right, .right, .right) == "ab|")  // never past either end
    }

    @Test("Backspace and Delete work in the middle; Ctrl-U and Ctrl-K cut to the start and the end; Ctrl-W a word")
    func deletes() {
        #expect(Self.edited("report", cursorAt: 3, .backspace) == "re|ort")
        #expect(Self.edited("report", cursorAt: 3, .delete) == "rep|rt")
        #expect(Self.edited("report", cursorAt: 0, .backspace) == "|report")
        #expect(Self.edited("report", .delete) == "report|")
        #expect(Self.edited("write the report", cursorAt: 6, .control("u")) == "|the report")
        #expect(Self.edited("write the report", cursorAt: 6, .control("k")) == "write |")
        #expect(Self.edited("write the report", .control("w")) == "write the |")
    }

    @Test("word moves: Ctrl-←/→ and Alt-b/f jump over words, across punctuation and spaces")
    func words() {
        #expect(Self.edited("write the  report", .wordLeft) == "write the  |report")
        #expect(Self.edited("write the  report", .wordLeft, .alt("b")) == "write |the  report")
        #expect(Self.edited("write the  report", .home, .wordRight) == "write| the  report")
        #expect(Self.edited("write the  report", .home, .alt("f"), .alt("f")) == "write the|  report")
        #expect(Self.edited("한글 제목, 끝", .wordLeft, .wordLeft) == "한글 |제목, 끝")
    }

    @Test("one step is one user-perceived character: Hangul, emoji with modifiers and joiners, combining marks")
    func graphemes() {
        #expect(Self.edited("가나다", .left, .backspace) == "가|다")
        #expect(Self.edited("a👩‍👩‍👧b", .left, .backspace) == "a|b")
        #expect(Self.edited("e\u{301}x", .left, .left, .delete) == "|x")
        #expect(Self.edited("👍🏽", .backspace) == "|")
        #expect(Self.edited("🇰🇷🇯🇵", .left, .character("-")) == "🇰🇷-|🇯🇵")
    }

    @Test("↑ and ↓ move between a body's lines at the same display column, Hangul counted two")
    func lines() {
        #expect(Self.edited("abcdef\nxy\n한글한글", multiline: true, .up) == "abcdef\nxy|\n한글한글")
        #expect(Self.edited("abcdef\nxy\n한글한글", multiline: true, .up, .up) == "abcdef|\nxy\n한글한글")  // column 8 kept
        #expect(Self.edited("abcdef\nxy\n한글한글", multiline: true, .left, .left, .up, .up) == "abcd|ef\nxy\n한글한글")
        #expect(Self.edited("abcdef\nxy\n한글한글", multiline: true, .home, .up, .up, .end, .down, .down)
            == "abcdef\nxy\n한글한|글")  // column 6 kept across the short line, on 2-column characters
        #expect(Self.edited("abcdef\nxy", multiline: true, .up, .up) == "|abcdef\nxy")  // above the first line: its start
        #expect(Self.edited("ab\ncd", multiline: true, .home, .down, .down) == "ab\ncd|")
        #expect(Self.edited("ab\ncd", multiline: true, .control("a"), .backspace) == "ab|cd")  // joins the lines
        #expect(Self.edited("one\ntwo", multiline: true, .control("u")) == "one\n|")  // Ctrl-U stays on its line
    }

    @Test("a one-line field gives ↑, ↓, Enter and Tab back; it takes a paste with its line breaks as spaces")
    func oneLine() {
        var field = TextField("title")
        let taken = [Key.up, .down, .enter, .tab, .escape, .control("s")].filter { field.handle($0) }
        #expect(taken.isEmpty)
        let pasted = field.handle(.paste("two\nlines\there"))
        #expect(pasted)
        #expect(field.text == "titletwo lines here")
    }

    @Test("a paste of several lines goes into a body at the cursor, whole")
    func pasteIntoBody() {
        #expect(Self.edited("start end", multiline: true, cursorAt: 6, .paste("one\ntwo\n")) == "start one\ntwo\n|end")
    }

    @Test("rows: words kept whole where they fit, each line break a new row, the cursor's column by display width")
    func rows() {
        var field = TextField("write the report\n한글 제목", isMultiline: true)
        #expect(field.rows(width: 10).map(\.text) == ["write the ", "report", "한글 제목"])
        #expect(field.rows(width: 10).map(\.cursorColumn) == [nil, nil, 9])
        field.handle(.up)
        #expect(field.rows(width: 10).map(\.cursorColumn) == [9, nil, nil])  // column 9 of the line above
        field.handle(.home)
        #expect(field.rows(width: 10).map(\.cursorColumn) == [0, nil, nil])
        #expect(TextField("").rows(width: 5) == [TextField.Row(text: "", cursorColumn: 0)])
        #expect(TextField("abcdefghij", isMultiline: true).rows(width: 4).map(\.text) == ["abcd", "efgh", "ij"])
        #expect(TextField("a long title").rows(width: 4).map(\.text) == ["a long title"])  // one line stays one row
    }
}
