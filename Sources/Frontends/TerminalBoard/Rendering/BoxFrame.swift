import TerminalKit

/// Where a box sits on the screen, and where its text goes: inside the border, one column of padding.
struct BoxFrame: Equatable {
    /// The top row of the border.
    var row: Int
    /// The left column of the border.
    var column: Int
    /// Rows, borders included.
    var height: Int
    /// Columns, borders included.
    var width: Int

    /// A box of at most `height` × `width` (shrunk to leave a margin), centred in `size`.
    static func centered(height: Int, width: Int, in size: TerminalSize, margin: Int = 1) -> BoxFrame {
        let height = max(min(height, size.rows - 2 * margin), 3)
        let width = max(min(width, size.columns - 4 * margin), 6)
        return BoxFrame(row: (size.rows - height) / 2, column: (size.columns - width) / 2, height: height, width: width)
    }

    /// The columns text may use: the width less the borders and one space each side.
    var innerWidth: Int { width - 4 }
    /// The rows text may use: the height less the borders.
    var innerHeight: Int { height - 2 }
    /// The first column of text.
    var textColumn: Int { column + 2 }
    /// The screen row of the `line`th line of text (0 is just under the top border).
    func textRow(_ line: Int) -> Int { row + 1 + line }
}
