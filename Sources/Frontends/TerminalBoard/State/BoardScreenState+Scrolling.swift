import Presentation
import TerminalKit

extension BoardScreenState {
    /// The state scrolled for a screen of `size`: the selected row wholly visible in its column, every
    /// other column's offset kept in range, the history list not scrolled past its end.
    ///
    /// Only the rows between the old offset and the selection are measured, never a whole column, so a
    /// jump to the end of 10,000 rows costs no more than a screenful.
    func fitted(to size: TerminalSize) -> BoardScreenState {
        let geometry = ScreenGeometry(size: size)
        var fitted = self
        for (index, column) in board.columns.enumerated() where index < fitted.scrollOffsets.count {
            var offset = min(max(scrollOffsets[index], 0), max(column.rows.count - 1, 0))
            if index == focusedColumn, let selected = selectedRowIndex {
                offset = Self.offset(showing: selected, from: offset, rows: column.rows, height: geometry.boardHeight)
            }
            fitted.scrollOffsets[index] = offset
        }
        if case var .history(list) = sheet {
            list.offset = min(max(list.offset, 0), max(list.lines.count - geometry.historyVisibleLines, 0))
            fitted.sheet = .history(list)
        }
        return fitted
    }

    /// The smallest change to `offset` that shows row `selected` whole in `height` lines.
    private static func offset(showing selected: Int, from offset: Int, rows: [ProjectRow], height: Int) -> Int {
        if selected <= offset { return selected }
        // Every row takes at least one line, so rows further back than a screenful cannot be on screen.
        var first = max(offset, selected - height + 1)
        var used = 0
        for index in first...selected { used += ColumnRenderer.lineCount(of: rows[index]) }
        while used > height, first < selected {
            used -= ColumnRenderer.lineCount(of: rows[first])
            first += 1
        }
        return first
    }
}
