/// Turns ``ScreenBuffer``s into the bytes that show them on a terminal, redrawing only what changed.
///
/// The first frame (and the first after a resize or ``invalidate()``) clears the screen and draws every
/// row; later frames redraw only the rows that differ from the previous frame. Each redrawn row is drawn
/// across its whole width, so nothing of the old row is left behind. Styles are reduced to what the
/// ``ColorPolicy`` allows. The output never moves the cursor outside the grid and never shows it: hiding
/// the cursor is ``TerminalSession``'s job.
public struct ScreenRenderer: Sendable {
    private let policy: ColorPolicy
    private var previous: ScreenBuffer?

    /// Creates a renderer that will draw styles as `policy` allows.
    public init(policy: ColorPolicy) {
        self.policy = policy
    }

    /// Forgets the previous frame, so the next ``render(_:)`` redraws everything (after the terminal was
    /// cleared by someone else, or when a redraw is requested).
    public mutating func invalidate() {
        previous = nil
    }

    /// The escape sequences and text that turn the previous frame into `buffer`; empty when nothing changed.
    public mutating func render(_ buffer: ScreenBuffer) -> String {
        let base = previous.flatMap { $0.size == buffer.size ? $0 : nil }
        previous = buffer
        var output = base == nil ? "\u{1B}[0m\u{1B}[2J" : ""
        for row in 0..<buffer.size.rows {
            let cells = buffer.rowCells(row)
            if let base, base.rowCells(row) == cells { continue }
            output += "\u{1B}[\(row + 1);1H"  // rows and columns count from 1 in escape sequences
            output += draw(cells)
        }
        return output
    }

    /// One row's characters, with a style change wherever the style changes, ending in the plain style.
    private func draw(_ cells: ArraySlice<ScreenCell>) -> String {
        var output = ""
        var current = TextStyle.plain
        for cell in cells {
            guard let character = cell.character else { continue }  // the terminal already moved past it
            let style = policy.filter(cell.style)
            if style != current {
                output += style.escapeSequence
                current = style
            }
            output.append(character)
        }
        if current != .plain { output += TextStyle.plain.escapeSequence }
        return output
    }
}
