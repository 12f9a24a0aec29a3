/// A grid of character cells: what the screen should show, built in memory and then drawn by a
/// ``ScreenRenderer``.
///
/// Writing is forgiving, so layout code stays simple: whatever falls outside the grid is clipped, text is
/// sanitised on the way in (nothing raw reaches the terminal), and wide characters are never split — a
/// wide character that does not fit whole becomes a space, and overwriting half of one blanks the other half.
public struct ScreenBuffer: Sendable, Equatable {
    /// The size of the grid.
    public let size: TerminalSize
    private var cells: [ScreenCell]

    /// A blank grid of `size`.
    public init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.rows * size.columns)
    }

    /// Writes `text` on one line from (`row`, `column`), counted from 0 at the top left.
    ///
    /// Newlines and control characters are drawn in a visible, harmless form (see ``TerminalSanitizer``);
    /// use ``String/wrapped(toWidth:maxLines:)`` and one call per line for text on several lines.
    ///
    /// - Returns: the column just after the text, where the next write on the line would go.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TextStyle = .plain) -> Int {
        var column = column
        for character in text.sanitizedForTerminal() {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }  // a lone combining mark has nothing to sit on
            if width == 2, column + 1 >= 0, column + 1 < size.columns, column >= 0 {
                put(ScreenCell(character: character, style: style), row: row, column: column)
                put(.continuation(style), row: row, column: column + 1)
            } else if width == 2 {  // half of it is off the grid: show a space in the half that is on it
                put(ScreenCell(character: " ", style: style), row: row, column: column)
                put(ScreenCell(character: " ", style: style), row: row, column: column + 1)
            } else {
                put(ScreenCell(character: character, style: style), row: row, column: column)
            }
            column += width
        }
        return column
    }

    /// Fills `width` cells from (`row`, `column`) with `character` (a space by default) in `style`:
    /// clears a region or paints a selection bar.
    public mutating func fill(row: Int, column: Int, width: Int, with character: Character = " ",
                              style: TextStyle = .plain) {
        guard width > 0 else { return }
        let unit = String(character)
        let count = width / max(DisplayWidth.of(character), 1)
        write(String(repeating: unit, count: count), row: row, column: column, style: style)
    }

    /// Draws a box with a single-line border whose top left corner is (`row`, `column`), and blanks its
    /// inside, so it can be drawn over whatever is beneath (a dialog over the board).
    public mutating func drawBox(row: Int, column: Int, height: Int, width: Int, style: TextStyle = .plain) {
        guard height >= 2, width >= 2 else { return }
        let inner = width - 2
        write("┌" + String(repeating: "─", count: inner) + "┐", row: row, column: column, style: style)
        for line in row + 1 ..< row + height - 1 {
            write("│", row: line, column: column, style: style)
            fill(row: line, column: column + 1, width: inner)
            write("│", row: line, column: column + width - 1, style: style)
        }
        write("└" + String(repeating: "─", count: inner) + "┘", row: row + height - 1, column: column, style: style)
    }

    /// Makes every cell blank again.
    public mutating func clear() {
        cells = Array(repeating: .blank, count: cells.count)
    }

    /// The text of each row, trailing spaces removed: what a person would read on the screen.
    public var lines: [String] {
        (0..<size.rows).map { row in
            var line = String(rowCells(row).compactMap(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The style of the cell at (`row`, `column`), or `nil` outside the grid; lets tests check that a
    /// row is selected or a deadline red.
    public func style(row: Int, column: Int) -> TextStyle? {
        guard contains(row: row, column: column) else { return nil }
        return cells[row * size.columns + column].style
    }

    /// The cells of one row, for the renderer.
    func rowCells(_ row: Int) -> ArraySlice<ScreenCell> {
        cells[row * size.columns ..< (row + 1) * size.columns]
    }

    private func contains(row: Int, column: Int) -> Bool {
        (0..<size.rows).contains(row) && (0..<size.columns).contains(column)
    }

    /// Stores one cell, first blanking the other half of any wide character it cuts in two.
    private mutating func put(_ cell: ScreenCell, row: Int, column: Int) {
        guard contains(row: row, column: column) else { return }
        let index = row * size.columns + column
        let old = cells[index]
        if old.isContinuation, !cell.isContinuation, column > 0 {
            cells[index - 1] = ScreenCell(character: " ", style: cells[index - 1].style)
        }
        if !old.isContinuation, old.character.map(DisplayWidth.of) == 2, column + 1 < size.columns,
           cells[index + 1].isContinuation {
            cells[index + 1] = ScreenCell(character: " ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}
