import Presentation
import TerminalKit

/// Draws the move menu beside the row it moves: the project's title, its two other columns with the
/// highlighted one reversed and marked `>`, and the keys.
struct MoveMenuRenderer {
    let localizer: Localizer

    /// Where the row being moved is on the screen: its first line and its column's span.
    struct Place: Equatable {
        /// The screen row of the row's title.
        let row: Int
        /// The first screen column of its board column.
        let column: Int
        /// The width of its board column.
        let width: Int
    }

    /// Draws `menu` beside the row it moves (to the right of its column, or to the left where the right
    /// has no room), level with it; centred when the row is not on screen.
    func draw(_ menu: MoveMenuState, beside place: Place?, into buffer: inout ScreenBuffer) {
        let hints = [KeyHint(key: "↑/↓", label: localizer.chooseCommand), KeyHint(key: "Enter", label: localizer.moveCommand),
                     KeyHint(key: "Esc", label: localizer.cancelLabel)]
        let hintsWidth = hints.map { $0.key.displayWidth + 1 + $0.label.displayWidth }.reduce(0, +) + 2 * (hints.count - 1)
        // As wide as its options and keys: a longer title is cut with `…`, so the box stays beside its row.
        let widest = max(menu.options.map { $0.label.displayWidth + 2 }.max() ?? 0, hintsWidth)
        var frame = BoxFrame.centered(height: menu.options.count + 4, width: widest + 4, in: buffer.size)
        if let place {
            let size = buffer.size
            let right = place.column + place.width + 2  // past the separator and a space
            let left = place.column - 2 - frame.width
            frame.column = right + frame.width <= size.columns ? right : left >= 0 ? left : max(size.columns - frame.width, 0)
            frame.row = min(max(place.row - 1, 1), max(size.rows - 1 - frame.height, 0))  // over the title bar, never the footer
        }
        buffer.drawBox(frame, title: menu.projectTitle)
        for (index, option) in menu.options.enumerated() {
            let row = frame.textRow(index)
            if index == menu.highlighted {
                buffer.fill(row: row, column: frame.textColumn, width: frame.innerWidth, style: BoardStyle.selected)
                buffer.write("> " + option.label, row: row, column: frame.textColumn, style: BoardStyle.selected)
            } else {
                buffer.write("  " + option.label, row: row, column: frame.textColumn)
            }
        }
        buffer.write(hints: hints, row: frame.textRow(menu.options.count + 1), column: frame.textColumn,
                     width: frame.innerWidth)
    }
}
