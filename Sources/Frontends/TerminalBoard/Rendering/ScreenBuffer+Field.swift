import TerminalKit

// A text field's row as every box draws it: the cursor on the character under it, scrolled sideways.
extension ScreenBuffer {
    /// One row of text with the cursor at display column `cursorColumn`, scrolled sideways (with `…` for
    /// what is cut) so the cursor is in view. Returns the column after the text.
    @discardableResult
    mutating func write(field text: String, cursorColumn: Int, row: Int, column: Int, width: Int, policy: ColorPolicy) -> Int {
        // Split at the cursor: what is before it, the character under it, and the rest.
        var before = "", after = Substring(text), used = 0
        while let character = after.first, used + DisplayWidth.of(character) <= cursorColumn {
            before.append(character)
            used += DisplayWidth.of(character)
            after = after.dropFirst()
        }
        let under = after.first.map(String.init) ?? " "
        let rest = String(after.dropFirst())
        let safeBefore = before.sanitizedForTerminal(), safeUnder = under.sanitizedForTerminal()
        let shownBefore = Self.tail(of: safeBefore, width: max(width - max(DisplayWidth.of(safeUnder), 1), 0))
        var at = write(shownBefore, row: row, column: column)
        let underEnd = at
        at = policy.allowsAttributes || after.first != nil
            ? write(safeUnder.isEmpty ? " " : safeUnder, row: row, column: at, style: BoardStyle.selected)
            : write("_", row: row, column: at)
        let restWidth = column + width - at
        let end = write(rest.sanitizedForTerminal().truncated(toWidth: max(restWidth, 0)), row: row, column: at)
        return after.isEmpty ? underEnd : end
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
