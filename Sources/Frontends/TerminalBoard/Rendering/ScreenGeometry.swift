import TerminalKit

/// Where each part of the board goes on a screen of a given size; shared by the renderer and by the
/// scrolling that keeps the selection in view, so both agree on how many lines there are.
///
/// Row 0 is the title bar, row 1 the column headings, row 2 a rule, then the rows of the projects, and
/// the last row the footer. The three columns share the width, with a `│` between them.
struct ScreenGeometry {
    /// The smallest screen the board is drawn on; smaller ones say "terminal too small".
    static let minimumSize = TerminalSize(rows: 24, columns: 80)
    /// The row of the column headings.
    static let headingRow = 1
    /// The row of the rule under the headings.
    static let ruleRow = 2
    /// The first row of projects.
    static let boardTop = 3

    /// The whole screen.
    let size: TerminalSize

    /// Whether the screen is too small to draw the board on.
    var isTooSmall: Bool {
        size.rows < Self.minimumSize.rows || size.columns < Self.minimumSize.columns
    }

    /// The last row: key hints or a notice.
    var footerRow: Int { size.rows - 1 }

    /// How many lines of projects each column shows.
    var boardHeight: Int { max(footerRow - Self.boardTop, 0) }

    /// The first screen column and the width of column `index` (0...2), separators excluded.
    func columnSpan(_ index: Int) -> (column: Int, width: Int) {
        let shared = max(size.columns - 2, 3)  // two separators
        let width = shared / 3
        return index < 2 ? (index * (width + 1), width) : (2 * (width + 1), shared - 2 * width)
    }

    /// The history box: nearly the whole screen, so as many lines as possible are read at once.
    var historyBox: BoxFrame {
        BoxFrame.centered(height: size.rows - 2, width: 110, in: size)
    }

    /// How many history lines the box shows: its inside less a blank line and the key hints.
    var historyVisibleLines: Int { max(historyBox.innerHeight - 2, 1) }
}
