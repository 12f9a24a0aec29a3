import Testing
import TerminalKit

@Suite("Key decoding")
struct KeyDecoderTests {
    private func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("Printable ASCII and the board's letter keys")
    func ascii() {
        #expect(decode(bytes("hjkl")) == [.character("h"), .character("j"), .character("k"), .character("l")])
    }

    @Test("Control keys", arguments: [
        (UInt8(0x0D), Key.enter), (0x0A, .enter), (0x09, .tab), (0x7F, .backspace), (0x08, .backspace),
        (0x13, .control("s")), (0x03, .control("c")), (0x01, .control("a")),
    ])
    func control(byte: UInt8, key: Key) {
        #expect(decode([byte]) == [key])
    }

    @Test("CSI and SS3 sequences", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
        ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[2~", .insert), ("\u{1B}[Z", .backTab),
        ("\u{1B}[1;5A", .up), ("\u{1B}[3;2~", .delete),
    ])
    func sequences(sequence: String, key: Key) {
        #expect(decode(bytes(sequence)) == [key])
    }

    @Test("UTF-8 text: Hangul and emoji become characters")
    func utf8() {
        #expect(decode(bytes("한😀é")) == [.character("한"), .character("😀"), .character("é")])
    }

    @Test("A sequence split across reads is decoded when it completes", arguments: 1...3)
    func splitSequence(splitAt: Int) {
        let sequence = bytes("\u{1B}[5~")
        var decoder = KeyDecoder()
        #expect(decoder.decode(sequence[..<splitAt]) == [])
        #expect(decoder.decode(sequence[splitAt...]) == [.pageUp])
    }

    @Test("A character split across reads is decoded when it completes")
    func splitCharacter() {
        var decoder = KeyDecoder()
        let hangul = bytes("한")
        #expect(decoder.decode(hangul[..<1]) == [])
        #expect(decoder.decode(hangul[1..<2]) == [])
        #expect(decoder.decode(hangul[2...] + bytes("x")) == [.character("한"), .character("x")])
    }

    @Test("A lone ESC waits, then is Escape once the caller flushes it")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.decode(bytes("q")) == [.character("q")])
    }

    @Test("ESC with a printable key in the same burst is Alt-key; ESC with Enter is Escape, then Enter; ESC ESC is Escape twice")
    func escapeThenKey() {
        #expect(decode(bytes("\u{1B}q\u{1B}b\u{1B}f")) == [.alt("q"), .alt("b"), .alt("f")])
        #expect(decode(bytes("\u{1B}\r")) == [.escape, .enter])
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flushPendingEscape() == [.escape])
    }

    @Test("An unfinished sequence is dropped on flush, not typed")
    func unfinishedSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes("\u{1B}[1;")) == [])
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.decode(bytes("a")) == [.character("a")])
    }

    @Test("Unknown sequences are swallowed whole", arguments: [
        "\u{1B}[15~", "\u{1B}[M", "\u{1B}OP", "\u{1B}[?1049h", "\u{1B}[<0;10;5M",
    ])
    func unknown(sequence: String) {
        #expect(decode(bytes(sequence + "x")) == [.character("x")])
    }

    @Test("Invalid UTF-8 and C1 bytes are swallowed")
    func invalidBytes() {
        #expect(decode([0xFF, 0x80, 0x9B, UInt8(ascii: "a")]) == [.character("a")])
        #expect(decode([0xE2, 0x82, UInt8(ascii: "b")]) == [.character("b")])  // a character cut short
        #expect(decode([0xC2, 0x9B]) == [])                                     // U+009B, CSI as UTF-8
    }

    @Test("An over-long sequence is dropped without swallowing what follows")
    func overlong() {
        let sequence = "\u{1B}[" + String(repeating: "1", count: 100) + "A"
        #expect(decode(bytes(sequence + "z")).last == .character("z"))
        #expect(!decode(bytes(sequence + "z")).contains(.up))
    }

    @Test("Ctrl or Alt with ← or → moves by word; other modifiers leave the key as it is", arguments: [
        ("\u{1B}[1;5C", Key.wordRight), ("\u{1B}[1;5D", .wordLeft), ("\u{1B}[1;3C", .wordRight), ("\u{1B}[1;3D", .wordLeft),
        ("\u{1B}[1;7D", .wordLeft), ("\u{1B}[1;2C", .right), ("\u{1B}[1;5A", .up), ("\u{1B}[C", .right),
    ])
    func wordMoves(sequence: String, key: Key) {
        #expect(decode(bytes(sequence)) == [key])
    }

    @Test("A bracketed paste comes whole, in any number of reads: line breaks as \\n, tabs kept, other controls dropped")
    func bracketedPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes("a\u{1B}[200~first line\r\nq 한")) == [.character("a")])
        #expect(!decoder.hasPendingEscape)  // a slow paste is not a lone Escape
        #expect(decoder.decode(bytes("글\rthird\tcol\u{07}\u{1B}[201")) == [])
        #expect(decoder.decode(bytes("~z")) == [.paste("first line\nq 한글\nthird\tcol"), .character("z")])
        #expect(decode(bytes("\u{1B}[200~\u{1B}[201~")) == [])  // an empty paste is nothing
    }
}
