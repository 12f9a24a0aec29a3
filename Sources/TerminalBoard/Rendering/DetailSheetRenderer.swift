import Presentation
import TerminalKit

/// Draws the detail sheet as a box over the board:
/// ```
/// ┌─ New Project ──────────────────────────┐
/// │ Title     Write the report█            │
/// │ Deadline  YYYY-MM-DD, or empty         │
/// │ Body                            0/1000 │
/// │ …                                      │
/// │ Tab Next field  Ctrl-S Done  Esc Cancel│
/// └────────────────────────────────────────┘
/// ```
/// The cursor is always at the end of the focused field (typing appends, Backspace removes the last
/// character), so a field too long for its space shows its end while it is being typed in.
struct DetailSheetRenderer {
    let localizer: Localizer
    let policy: ColorPolicy

    /// Draws `sheet` centred on `buffer`.
    func draw(_ sheet: DetailSheetState, into buffer: inout ScreenBuffer) {
        let content = sheet.content
        let frame = BoxFrame.centered(height: 24, width: 78, in: buffer.size)
        buffer.drawBox(frame, title: content.heading)
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

        drawLine(content.title, focused: isFocused(.title), row: frame.textRow(0), column: fieldColumn,
                 width: fieldWidth, into: &buffer)
        if content.deadline.isEmpty, !isFocused(.deadline) {
            let hint = editing ? localizer.deadlineFieldHint : "—"
            buffer.write(hint.truncated(toWidth: fieldWidth), row: frame.textRow(1), column: fieldColumn,
                         style: BoardStyle.secondary)
        } else {
            drawLine(content.deadline, focused: isFocused(.deadline), row: frame.textRow(1), column: fieldColumn,
                     width: fieldWidth, into: &buffer)
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
        drawBody(content.body, focused: isFocused(.body), firstRow: frame.textRow(3), lines: bodyLines,
                 column: frame.textColumn, width: frame.innerWidth, into: &buffer)

        let hints = editing
            ? [KeyHint(key: "Tab", label: localizer.nextFieldCommand),
               KeyHint(key: "Ctrl-S", label: content.trailingButton.label),
               KeyHint(key: "Esc", label: content.leadingButton.label)]
            : [KeyHint(key: "e", label: content.leadingButton.label),
               KeyHint(key: "Enter", label: content.trailingButton.label),
               KeyHint(key: "Esc", label: localizer.closeCommand)]
        buffer.write(hints: hints, row: frame.textRow(hintLine), column: frame.textColumn, width: frame.innerWidth)
    }

    /// A one-line field: its end and the cursor when focused, its start cut with `…` otherwise.
    private func drawLine(_ text: String, focused: Bool, row: Int, column: Int, width: Int,
                          into buffer: inout ScreenBuffer) {
        let safe = text.sanitizedForTerminal()
        guard focused else {
            buffer.write(safe.truncated(toWidth: width), row: row, column: column)
            return
        }
        let end = buffer.write(Self.tail(of: safe, width: width - 1), row: row, column: column)
        buffer.writeCursor(row: row, column: end, policy: policy)
    }

    /// The body, wrapped: its last lines and the cursor when focused, its first lines otherwise.
    private func drawBody(_ body: String, focused: Bool, firstRow: Int, lines: Int, column: Int, width: Int,
                          into buffer: inout ScreenBuffer) {
        guard lines > 0 else { return }
        let safe = body.sanitizedForTerminal(newlines: .keep)
        guard focused else {
            for (index, line) in safe.wrapped(toWidth: width, maxLines: lines).enumerated() {
                buffer.write(line, row: firstRow + index, column: column)
            }
            return
        }
        var wrapped = safe.wrapped(toWidth: width - 1)  // one column for the cursor
        if wrapped.isEmpty { wrapped = [""] }
        let shown = wrapped.suffix(lines)
        var end = column
        for (index, line) in shown.enumerated() {
            end = buffer.write(line, row: firstRow + index, column: column)
        }
        buffer.writeCursor(row: firstRow + shown.count - 1, column: end, policy: policy)
    }

    /// The end of `text` that fits in `width` columns, starting with `…` when the start was cut.
    static func tail(of text: String, width: Int) -> String {
        guard text.displayWidth > width else { return text }
        guard width > 1 else { return "" }
        var kept: [Character] = []
        var used = 1  // the `…`
        for character in text.reversed() {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            kept.append(character)
            used += columns
        }
        return "…" + String(kept.reversed())
    }
}
