import Presentation
import TerminalKit

/// Draws the history list over nearly the whole screen: a timestamp, a sentence and who per line,
/// newest first, from the list's scroll offset, with `from–to/total` when it does not all fit.
struct HistoryListRenderer {
    let localizer: Localizer

    /// Draws `list` (already fitted to the screen) into `buffer`.
    func draw(_ list: HistoryListState, geometry: ScreenGeometry, into buffer: inout ScreenBuffer) {
        let frame = geometry.historyBox
        buffer.drawBox(frame, title: list.heading)
        let visible = geometry.historyVisibleLines
        let shown = list.lines.dropFirst(list.offset).prefix(visible)
        if list.lines.isEmpty {
            buffer.write(list.emptyText, row: frame.textRow(0), column: frame.textColumn, style: BoardStyle.secondary)
        }
        let stampWidth = shown.map(\.timestamp.displayWidth).max() ?? 0
        for (index, line) in shown.enumerated() {
            let row = frame.textRow(index)
            buffer.write(line.timestamp, row: row, column: frame.textColumn, style: BoardStyle.secondary)
            let textWidth = frame.innerWidth - stampWidth - 2
            let text = line.text.sanitizedForTerminal().truncated(toWidth: textWidth)
            buffer.write(text, row: row, column: frame.textColumn + stampWidth + 2)
            // Who, right-aligned in the room the sentence leaves: the sentence never gives way to a name.
            let room = textWidth - text.displayWidth - 2
            if room >= 4 {
                let author = line.author.sanitizedForTerminal().truncated(toWidth: room)
                buffer.write(author, row: row, column: frame.textColumn + frame.innerWidth - author.displayWidth, style: BoardStyle.secondary)
            }
        }
        let hintRow = frame.textRow(frame.innerHeight - 1)
        var hintWidth = frame.innerWidth
        if list.lines.count > visible {
            let position = "\(list.offset + 1)–\(list.offset + shown.count)/\(list.lines.count)"
            buffer.write(position, row: hintRow, column: frame.textColumn + frame.innerWidth - position.count,
                         style: BoardStyle.secondary)
            hintWidth -= position.count + 2
        }
        buffer.write(hints: [KeyHint(key: "↑/↓", label: localizer.scrollCommand), KeyHint(key: "Esc", label: localizer.closeCommand)],
                     row: hintRow, column: frame.textColumn, width: hintWidth)
    }
}
