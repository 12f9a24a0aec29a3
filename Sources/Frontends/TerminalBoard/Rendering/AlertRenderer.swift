import Presentation
import TerminalKit

/// Draws an alert over everything else: its title in the border, its message wrapped, and the key that
/// dismisses it.
struct AlertRenderer {
    let localizer: Localizer

    /// Draws `alert` centred on `buffer`.
    func draw(_ alert: Alert, into buffer: inout ScreenBuffer) {
        let width = min(buffer.size.columns - 8, 64)
        let lines = alert.message.sanitizedForTerminal(newlines: .keep).wrapped(toWidth: width - 4, maxLines: 8)
        let frame = BoxFrame.centered(height: lines.count + 4, width: width, in: buffer.size)
        buffer.drawBox(frame, title: alert.title, titleStyle: BoardStyle.error.bold())
        for (index, line) in lines.enumerated() {
            buffer.write(line, row: frame.textRow(index), column: frame.textColumn)
        }
        buffer.write(hints: [KeyHint(key: "Enter", label: localizer.okLabel)], row: frame.textRow(lines.count + 1),
                     column: frame.textColumn, width: frame.innerWidth)
    }
}
