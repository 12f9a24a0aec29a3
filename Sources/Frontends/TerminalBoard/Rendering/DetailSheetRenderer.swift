import Presentation
import TerminalKit

/// Draws the detail sheet as a box over the board, titled with the column it belongs to:
/// ```
/// ┌─ TODO · New Project ───────────────────┐
/// │ Title     Write the report█            │
/// │ Deadline  2026-12-01  Tue, Dec 1, 2026 │
/// │ Body                            0/1000 │
/// │ …                                      │
/// │ Tab Next field  Ctrl-S Done  Esc Cancel│
/// └────────────────────────────────────────┘
/// ```
/// The focused field shows its cursor wherever it is (the character under it reversed), scrolled so
/// the cursor stays in view: a long title sideways, a long body by rows.
struct DetailSheetRenderer {
    let localizer: Localizer
    let policy: ColorPolicy

    /// Draws `sheet` centred on `buffer`.
    func draw(_ sheet: DetailSheetState, into buffer: inout ScreenBuffer) {
        let content = sheet.content
        let frame = BoxFrame.centered(height: 24, width: 78, in: buffer.size)
        buffer.drawBox(frame, title: "\(Self.column(of: content.mode).title) · \(content.heading)")
        let editing = content.isEditable
        func isFocused(_ field: DetailField) -> Bool { editing && sheet.field == field }

        let labels = [localizer.titleFieldLabel, localizer.deadlineFieldLabel, localizer.bodyFieldLabel]
        let labelWidth = (labels.map(\.displayWidth).max() ?? 0) + 2
        let fieldColumn = frame.textColumn + labelWidth
        let fieldWidth = frame.innerWidth - labelWidth
        for (line, (label, field)) in zip(labels, DetailField.allCases).enumerated() {
            buffer.write(label, row: frame.textRow(line), column: frame.textColumn,
                         style: isFocused(field) ? BoardStyle.heading.underlined() : BoardStyle.heading)
        }

        drawLine(sheet.title, focused: isFocused(.title), row: frame.textRow(0), column: fieldColumn,
                 width: fieldWidth, into: &buffer)
        if content.deadline.isEmpty, !isFocused(.deadline) {
            let hint = editing ? localizer.deadlineFieldHint : "—"
            buffer.write(hint.truncated(toWidth: fieldWidth), row: frame.textRow(1), column: fieldColumn,
                         style: BoardStyle.secondary)
        } else {
            // The field, then the day it names with its weekday (`tomorrow  Tue, Nov 24, 2026`).
            let day = content.deadlineDayText.map { "  " + $0 } ?? ""
            let end = drawLine(sheet.deadline, focused: isFocused(.deadline), row: frame.textRow(1), column: fieldColumn,
                               width: max(fieldWidth - day.displayWidth, fieldWidth / 2), into: &buffer)
            buffer.write(day.truncated(toWidth: max(fieldColumn + fieldWidth - end, 0)), row: frame.textRow(1),
                         column: end, style: BoardStyle.secondary)
        }
        let counter = content.bodyCounter
        buffer.write(counter, row: frame.textRow(2), column: frame.textColumn + frame.innerWidth - counter.displayWidth,
                     style: content.isBodyTooLong ? BoardStyle.error : BoardStyle.secondary)

        let hintLine = frame.innerHeight - 1
        let messages = content.validationMessages.flatMap { $0.wrapped(toWidth: frame.innerWidth, maxLines: 2) }
            .prefix(max(hintLine - 5, 0))
        for (index, message) in messages.enumerated() {
            buffer.write(message, row: frame.textRow(hintLine - 1 - messages.count + index), column: frame.textColumn,
                         style: BoardStyle.error)
        }
        let bodyLines = hintLine - 1 - messages.count - 3
        drawBody(sheet.body, focused: isFocused(.body), firstRow: frame.textRow(3), lines: bodyLines,
                 column: frame.textColumn, width: frame.innerWidth, into: &buffer)

        let dayHints = isFocused(.deadline)
            ? [KeyHint(key: "↑↓", label: localizer.stepDayCommand), KeyHint(key: "t", label: localizer.todayCommand)] : []
        let hints = editing
            ? [KeyHint(key: "Tab", label: localizer.nextFieldCommand)] + dayHints
                + [KeyHint(key: "Ctrl-S", label: content.trailingButton.label),
                   KeyHint(key: "Esc", label: content.leadingButton.label)]
            : [KeyHint(key: "e", label: content.leadingButton.label),
               KeyHint(key: "Enter", label: content.trailingButton.label),
               KeyHint(key: "Esc", label: localizer.closeCommand)]
        buffer.write(hints: hints, row: frame.textRow(hintLine), column: frame.textColumn, width: frame.innerWidth)
    }

    /// The column a sheet's project is in (or goes into).
    private static func column(of mode: DetailMode) -> ProjectState {
        switch mode {
        case let .create(state): state
        case let .view(project), let .edit(project): project.state
        }
    }

    /// A one-line field: cut with `…` when not focused; when focused, the part around the cursor, with
    /// the cursor on it. Returns the column after what it drew.
    @discardableResult
    private func drawLine(_ field: TextField, focused: Bool, row: Int, column: Int, width: Int,
                          into buffer: inout ScreenBuffer) -> Int {
        let safe = field.text.sanitizedForTerminal()
        guard focused else { return buffer.write(safe.truncated(toWidth: width), row: row, column: column) }
        let line = field.rows(width: width)[0]  // a one-line field is one row, and there is always one
        return buffer.write(field: line.text, cursorColumn: line.cursorColumn ?? 0, row: row, column: column, width: width, policy: policy)
    }

    /// The body, wrapped: its first lines when not focused; when focused, the lines around the cursor.
    private func drawBody(_ field: TextField, focused: Bool, firstRow: Int, lines: Int, column: Int, width: Int,
                          into buffer: inout ScreenBuffer) {
        guard lines > 0 else { return }
        guard focused else {
            let safe = field.text.sanitizedForTerminal(newlines: .keep)
            for (index, line) in safe.wrapped(toWidth: width, maxLines: lines).enumerated() {
                buffer.write(line, row: firstRow + index, column: column)
            }
            return
        }
        let rows = field.rows(width: width - 1)  // one column for the cursor at a row's end
        let cursorRow = rows.firstIndex { $0.cursorColumn != nil } ?? max(rows.count - 1, 0)
        let first = max(0, cursorRow - lines + 1)
        for (index, line) in rows[first...].prefix(lines).enumerated() {
            if let cursorColumn = line.cursorColumn {
                buffer.write(field: line.text, cursorColumn: cursorColumn, row: firstRow + index, column: column, width: width, policy: policy)
            } else {
                buffer.write(line.text.sanitizedForTerminal().truncated(toWidth: width), row: firstRow + index, column: column)
            }
        }
    }
}
