import TerminalKit

extension ScreenBuffer {
    /// Draws `frame` as a box with `title` in its top border, blanking what was beneath it.
    mutating func drawBox(_ frame: BoxFrame, title: String, titleStyle: TextStyle = BoardStyle.heading) {
        drawBox(row: frame.row, column: frame.column, height: frame.height, width: frame.width)
        let fitted = title.sanitizedForTerminal().truncated(toWidth: frame.width - 6)
        guard !fitted.isEmpty else { return }
        write(" \(fitted) ", row: frame.row, column: frame.column + 2, style: titleStyle)
    }

    /// Writes key hints (`n New  m Move …`) from `column`, keeping within `width`: hints that do not
    /// fit are left out from the end, except the last `kept` ones (`? Help  q Quit`), which always stay.
    mutating func write(hints: [KeyHint], row: Int, column: Int, width: Int, keepingLast kept: Int = 1) {
        let separator = "  "
        func widthOf(_ hint: KeyHint) -> Int { hint.key.displayWidth + 1 + hint.label.displayWidth }
        var shown = hints
        var total = shown.map(widthOf).reduce(0, +) + separator.count * max(shown.count - 1, 0)
        while total > width, shown.count > kept {
            let removed = shown.remove(at: shown.count - 1 - kept)
            total -= widthOf(removed) + separator.count
        }
        var at = column
        for (index, hint) in shown.enumerated() {
            if index > 0 { at += separator.count }
            let enabled = hint.isEnabled
            at = write(hint.key, row: row, column: at, style: enabled ? BoardStyle.key : BoardStyle.secondary)
            at = write(" " + hint.label.truncated(toWidth: max(column + width - at - 1, 0)), row: row, column: at,
                       style: enabled ? .plain : BoardStyle.secondary)
        }
    }

    /// Writes the text cursor at (`row`, `column`): a reversed space, or `_` when the terminal shows no
    /// attributes (`TERM=dumb`).
    mutating func writeCursor(row: Int, column: Int, policy: ColorPolicy) {
        if policy.allowsAttributes {
            write(" ", row: row, column: column, style: BoardStyle.selected)
        } else {
            write("_", row: row, column: column)
        }
    }
}
