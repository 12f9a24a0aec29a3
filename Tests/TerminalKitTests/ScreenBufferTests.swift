import Testing
import TerminalKit

@Suite("Screen buffer")
struct ScreenBufferTests {
    private func buffer(rows: Int = 3, columns: Int = 8) -> ScreenBuffer {
        ScreenBuffer(size: TerminalSize(rows: rows, columns: columns))
    }

    @Test("Text lands where it is written, and lines read it back")
    func write() {
        var screen = buffer()
        let end = screen.write("hello", row: 1, column: 2)
        #expect(end == 7)
        #expect(screen.lines == ["", "  hello", ""])
    }

    @Test("Text is clipped at every edge")
    func clipping() {
        var screen = buffer(rows: 2, columns: 5)
        screen.write("abcdefgh", row: 0, column: 2)
        screen.write("xyz", row: 1, column: -2)
        screen.write("nope", row: 2, column: 0)
        screen.write("nope", row: -1, column: 0)
        #expect(screen.lines == ["  abc", "z"])
    }

    @Test("Wide characters take two cells")
    func wide() {
        var screen = buffer(rows: 1, columns: 8)
        #expect(screen.write("한글", row: 0, column: 1) == 5)
        screen.write("x", row: 0, column: 5)
        #expect(screen.lines == [" 한글x"])
    }

    @Test("A wide character that would straddle an edge becomes a space")
    func wideAtRightEdge() {
        var screen = buffer(rows: 1, columns: 4)
        screen.write("ab한", row: 0, column: 1)
        #expect(screen.lines == [" ab"])
        screen.write("x", row: 0, column: 0)
        screen.write("한", row: 0, column: -1)  // its left half is off the grid
        #expect(screen.lines == [" ab"])
    }

    @Test("Overwriting half of a wide character blanks its other half")
    func overwriteHalf() {
        var screen = buffer(rows: 1, columns: 6)
        screen.write("한글", row: 0, column: 0)
        screen.write("x", row: 0, column: 1)   // the right half of 한
        #expect(screen.lines == [" x글"])
        screen.write("y", row: 0, column: 2)   // the left half of 글
        #expect(screen.lines == [" xy"])
        screen.write("漢", row: 0, column: 1)  // over x and y
        #expect(screen.lines == [" 漢"])
    }

    @Test("Control characters are written in a visible form, never raw")
    func sanitised() {
        var screen = buffer(rows: 1, columns: 12)
        screen.write("a\u{1B}[2Jb\nc", row: 0, column: 0)
        #expect(screen.lines == ["a^[[2Jb c"])
    }

    @Test("Styles are kept per cell")
    func styles() {
        var screen = buffer(rows: 1, columns: 6)
        let red = TextStyle.plain.foreground(.red)
        screen.write("ab", row: 0, column: 0)
        screen.write("cd", row: 0, column: 2, style: red)
        #expect(screen.style(row: 0, column: 1) == .plain)
        #expect(screen.style(row: 0, column: 2) == red)
        #expect(screen.style(row: 0, column: 6) == nil)
    }

    @Test("A box covers what was beneath it")
    func box() {
        var screen = buffer(rows: 4, columns: 6)
        for row in 0..<4 { screen.write("xxxxxx", row: row, column: 0) }
        screen.drawBox(row: 0, column: 1, height: 4, width: 4)
        #expect(screen.lines == ["x┌──┐x", "x│  │x", "x│  │x", "x└──┘x"])
    }

    @Test("Fill paints a run of cells; clear blanks everything")
    func fillAndClear() {
        var screen = buffer(rows: 1, columns: 5)
        screen.fill(row: 0, column: 1, width: 3, with: "-", style: .plain.reversed())
        #expect(screen.lines == [" ---"])
        #expect(screen.style(row: 0, column: 3) == .plain.reversed())
        screen.clear()
        #expect(screen.lines == [""])
    }
}
