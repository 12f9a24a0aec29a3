import Presentation
import TerminalKit

/// Turns the board's state into a screen: the title bar, three columns, the footer, then the box over
/// the board (if any) and the oldest alert (if any) on top.
///
/// A pure function of the state, the size and the colour policy: tests read the result with
/// ``ScreenBuffer/lines`` and ``ScreenBuffer/style(row:column:)``; the event loop hands it to a
/// ``ScreenRenderer``, which sends only the rows that changed.
struct BoardRenderer {
    let localizer: Localizer
    let policy: ColorPolicy

    /// The screen for `state` on a terminal of `size`.
    func render(_ state: BoardScreenState, size: TerminalSize) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        let geometry = ScreenGeometry(size: size)
        guard !geometry.isTooSmall else {
            drawTooSmall(into: &buffer)
            return buffer
        }
        let state = state.fitted(to: size)
        drawTitleBar(state, into: &buffer)
        let columns = ColumnRenderer(localizer: localizer, policy: policy)
        for index in state.board.columns.indices {
            columns.draw(columnAt: index, of: state, geometry: geometry, into: &buffer)
        }
        for separator in 1...2 {
            let column = geometry.columnSpan(separator).column - 1
            for row in ScreenGeometry.headingRow..<geometry.footerRow {
                buffer.write(row == ScreenGeometry.ruleRow ? "┼" : "│", row: row, column: column)
            }
        }
        drawFooter(state, geometry: geometry, into: &buffer)

        switch state.sheet {
        case nil: break
        case let .detail(sheet): DetailSheetRenderer(localizer: localizer, policy: policy).draw(sheet, into: &buffer)
        case let .moveMenu(menu):
            MoveMenuRenderer(localizer: localizer).draw(menu, beside: selectedRowPlace(state, geometry: geometry), into: &buffer)
        case let .deleteConfirmation(_, title): DeleteConfirmationRenderer(localizer: localizer).draw(title: title, into: &buffer)
        case let .history(list): HistoryListRenderer(localizer: localizer).draw(list, geometry: geometry, into: &buffer)
        case .help: HelpRenderer(localizer: localizer).draw(sharedBoard: state.sharedBoard != nil, into: &buffer)
        case let .conflicts(highlighted):
            ConflictListRenderer(localizer: localizer).draw(state.conflicts, highlighted: highlighted, geometry: geometry, into: &buffer)
        }
        if let alert = state.alerts.first {
            AlertRenderer(localizer: localizer).draw(alert, into: &buffer)
        }
        return buffer
    }

    /// `project-manager`, what is overdue or due today, where a shared board stands, then the read-only
    /// banner when the store cannot be written.
    private func drawTitleBar(_ state: BoardScreenState, into buffer: inout ScreenBuffer) {
        var end = buffer.write(" project-manager", row: 0, column: 0, style: BoardStyle.heading)
        var overdue = 0, dueToday = 0
        for column in state.board.columns where column.state != .done {
            for row in column.rows {
                if row.isOverdue { overdue += 1 } else if row.isDueToday { dueToday += 1 }
            }
        }
        if let summary = localizer.dueSummary(overdue: overdue, dueToday: dueToday) {
            // Red says "overdue" only where colour is shown; the words say it everywhere.
            end = buffer.write("  " + summary, row: 0, column: end, style: overdue > 0 ? BoardStyle.error : BoardStyle.warning)
        }
        if let shared = state.sharedBoard {
            end = buffer.write("  " + localizer.title(for: shared), row: 0, column: end, style: shared == .online ? .plain : BoardStyle.warning)
        }
        guard let reason = state.board.readOnlyReason else { return }
        let banner = localizer.readOnlyBanner(reason: reason).sanitizedForTerminal()
        buffer.write(banner.truncated(toWidth: buffer.size.columns - end - 3), row: 0, column: end + 2,
                     style: BoardStyle.warning)
    }

    /// The notice, if there is one, or the main keys (undo and redo faint when there is nothing to take
    /// back or apply again; the editing keys faint while read-only).
    private func drawFooter(_ state: BoardScreenState, geometry: ScreenGeometry, into buffer: inout ScreenBuffer) {
        let row = geometry.footerRow
        if let notice = state.notice {
            buffer.write(" " + notice.sanitizedForTerminal().truncated(toWidth: buffer.size.columns - 2), row: row,
                         column: 0, style: BoardStyle.warning)
            return
        }
        var column = 1
        if let field = state.filterField {
            drawFilterField(field, row: row, into: &buffer)
            return
        } else if !state.board.filter.isEmpty {
            let filter = "\(localizer.filterLabel): \(state.board.filter.sanitizedForTerminal())".truncated(toWidth: buffer.size.columns / 3)
            column = buffer.write(filter, row: row, column: 1, style: BoardStyle.key) + 2
        }
        let writable = !state.isReadOnly
        let hints = [
            KeyHint(key: "n", label: localizer.newCommand, isEnabled: writable),
            KeyHint(key: "Enter", label: localizer.openCommand),
            KeyHint(key: "m", label: localizer.moveCommand, isEnabled: writable),
            KeyHint(key: "d", label: localizer.deleteCommand, isEnabled: writable),
            KeyHint(key: "u", label: localizer.undoCommand, isEnabled: writable && state.board.canUndo),
            KeyHint(key: "r", label: localizer.redoCommand, isEnabled: writable && state.board.canRedo),
            KeyHint(key: "H", label: localizer.historyHeading),
        ]
        // Changes to settle are said in the title bar: the key that lists them stays in sight with help and quit.
        let settle = state.conflicts.isEmpty ? [] : [KeyHint(key: "c", label: localizer.settleShortCommand)]
        let kept = settle + [KeyHint(key: "?", label: localizer.helpCommand), KeyHint(key: "q", label: localizer.quitCommand)]
        buffer.write(hints: hints + kept, row: row, column: column, width: buffer.size.columns - column - 1, keepingLast: kept.count)
    }

    /// `Filter: text` with the cursor on it, and the two keys that leave it.
    private func drawFilterField(_ field: TextField, row: Int, into buffer: inout ScreenBuffer) {
        let label = buffer.write(" \(localizer.filterLabel): ", row: row, column: 0, style: BoardStyle.key)
        let hints = [KeyHint(key: "Enter", label: localizer.doneLabel), KeyHint(key: "Esc", label: localizer.clearCommand)]
        let hintsWidth = hints.reduce(0) { $0 + $1.key.displayWidth + $1.label.displayWidth + 3 }
        let width = max(buffer.size.columns - label - hintsWidth - 2, 4)
        let line = field.rows(width: width).first ?? TextField.Row(text: "", cursorColumn: 0)
        buffer.write(field: line.text, cursorColumn: line.cursorColumn ?? 0, row: row, column: label, width: width, policy: policy)
        buffer.write(hints: hints, row: row, column: label + width + 1, width: hintsWidth + 1, keepingLast: 2)
    }

    /// Where the selected row is drawn: its first screen row and its column's span, if it is on screen.
    private func selectedRowPlace(_ state: BoardScreenState, geometry: ScreenGeometry) -> MoveMenuRenderer.Place? {
        guard let selected = state.selectedRowIndex else { return nil }
        let offset = state.scrollOffsets.indices.contains(state.focusedColumn) ? state.scrollOffsets[state.focusedColumn] : 0
        guard selected >= offset else { return nil }
        let rows = state.focusedRows
        let line = rows[offset..<selected].reduce(ScreenGeometry.boardTop) { $0 + ColumnRenderer.lineCount(of: $1) }
        guard line < geometry.footerRow else { return nil }
        let span = geometry.columnSpan(state.focusedColumn)
        return MoveMenuRenderer.Place(row: line, column: span.column, width: span.width)
    }

    /// Only the message, wrapped and centred, on a screen smaller than the board needs.
    private func drawTooSmall(into buffer: inout ScreenBuffer) {
        let minimum = ScreenGeometry.minimumSize
        let message = localizer.terminalTooSmall(columns: minimum.columns, rows: minimum.rows)
        let lines = message.wrapped(toWidth: max(buffer.size.columns, 1))
        let top = max((buffer.size.rows - lines.count) / 2, 0)
        for (index, line) in lines.enumerated() {
            buffer.write(line, row: top + index, column: max((buffer.size.columns - line.displayWidth) / 2, 0))
        }
    }
}
