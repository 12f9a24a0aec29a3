import Presentation
import TerminalKit

/// Draws one column of the board: its heading with the count, then as many rows as fit from its scroll
/// offset. Rows below the screen are never looked at, so a column of 10,000 rows draws as fast as one of 10.
///
/// A row is its title on one line, its body preview (up to three lines), its deadline, and a blank line:
/// ```
///  Write the report
///    First draft by Friday
///    Nov 30, 2026
/// ```
struct ColumnRenderer {
    let localizer: Localizer
    let policy: ColorPolicy

    /// The lines row `row` takes on screen, the blank line after it included.
    static func lineCount(of row: ProjectRow) -> Int {
        1 + row.bodyPreview.count + (row.deadlineText == nil ? 0 : 1) + 1
    }

    /// Draws column `index` of `state` (already fitted to the screen) into `buffer`.
    func draw(columnAt index: Int, of state: BoardScreenState, geometry: ScreenGeometry, into buffer: inout ScreenBuffer) {
        let column = state.board.columns[index]
        let (left, width) = geometry.columnSpan(index)
        let isFocused = index == state.focusedColumn
        let selected = isFocused ? state.selectedRowIndex : nil
        let offset = index < state.scrollOffsets.count ? state.scrollOffsets[index] : 0
        let bottom = geometry.footerRow

        var line = ScreenGeometry.boardTop
        var next = offset
        while next < column.rows.count, line < bottom {
            line = draw(column.rows[next], isSelected: next == selected, line: line, left: left, width: width,
                        bottom: bottom, into: &buffer)
            next += 1
        }
        if column.rows.isEmpty {
            let text = column.total > 0 ? localizer.noMatchText : localizer.emptyColumnText
            buffer.write(text.truncated(toWidth: width - 2), row: ScreenGeometry.boardTop, column: left + 1, style: BoardStyle.secondary)
        }

        let heading = "\(column.title) (\(localizer.count(of: column, filtered: !state.board.filter.isEmpty)))"
        let headingStyle = isFocused && selected == nil ? BoardStyle.heading.reversed() : BoardStyle.heading
        let headingEnd = buffer.write(heading, row: ScreenGeometry.headingRow, column: left + 1, style: headingStyle)
        // Arrows say there is more above or below; the last row drawn may have been cut by the footer.
        let arrows = (offset > 0 ? "↑" : "") + (next < column.rows.count || line > bottom ? "↓" : "")
        if !arrows.isEmpty, left + width - 1 - arrows.count > headingEnd {
            buffer.write(arrows, row: ScreenGeometry.headingRow, column: left + width - 1 - arrows.count,
                         style: BoardStyle.secondary)
        }
        buffer.fill(row: ScreenGeometry.ruleRow, column: left, width: width, with: "─")
    }

    /// Draws one row from `line`, never at or below `bottom`; returns the line after it (and its blank line).
    private func draw(_ row: ProjectRow, isSelected: Bool, line: Int, left: Int, width: Int, bottom: Int,
                      into buffer: inout ScreenBuffer) -> Int {
        let base = isSelected ? BoardStyle.selected : TextStyle.plain
        var lines: [(text: String, indent: Int, style: TextStyle)] = [(row.title, 1, base)]
        for preview in row.bodyPreview {
            lines.append((preview, 3, base.dim()))
        }
        if let deadline = row.deadlineText {
            if row.isOverdue {
                // Without colour, red cannot say "overdue": a `!` does.
                lines.append(policy.allowsColor ? (deadline, 3, base.foreground(.red)) : ("! " + deadline, 3, base))
            } else {
                lines.append((deadline, 3, base))
            }
        }
        for (index, entry) in lines.enumerated() where line + index < bottom {
            if isSelected { buffer.fill(row: line + index, column: left, width: width, style: base) }
            let text = entry.text.sanitizedForTerminal().truncated(toWidth: width - entry.indent - 1)
            buffer.write(text, row: line + index, column: left + entry.indent, style: entry.style)
        }
        if isSelected, !policy.allowsAttributes {
            buffer.write(">", row: line, column: left)  // with no reverse video, a marker shows the selection
        }
        return line + lines.count + 1
    }
}
