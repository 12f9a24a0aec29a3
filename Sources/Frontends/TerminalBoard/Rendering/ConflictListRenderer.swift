import Presentation
import TerminalKit

/// Draws the shared board's changes to settle in the history's box: each as its history line says it,
/// why it could not apply and who made it, at most two lines, the highlighted one reversed and marked `>`.
struct ConflictListRenderer {
    let localizer: Localizer

    /// Draws `conflicts` with the one at `highlighted` (clamped to the list) marked.
    func draw(_ conflicts: [SharedBoardConflict], highlighted: Int, geometry: ScreenGeometry, into buffer: inout ScreenBuffer) {
        let frame = geometry.historyBox
        buffer.drawBox(frame, title: localizer.conflictsHeading)
        if conflicts.isEmpty {
            buffer.write(localizer.noConflictsText, row: frame.textRow(0), column: frame.textColumn, style: BoardStyle.secondary)
        }
        let highlighted = min(max(highlighted, 0), max(conflicts.count - 1, 0))
        var row = 0
        // The highlighted conflict is always in the box: those before it are left out as far as needed.
        let room = max(geometry.historyVisibleLines / 2, 1)
        for (index, conflict) in conflicts.enumerated().dropFirst(max(highlighted - room + 1, 0)) {
            let lines = localizer.conflictLine(conflict).sanitizedForTerminal().wrapped(toWidth: frame.innerWidth - 2, maxLines: 2)
            guard row + lines.count <= geometry.historyVisibleLines else { break }
            for (number, line) in lines.enumerated() {
                let text = (number == 0 ? (index == highlighted ? "> " : "  ") : "  ") + line
                if index == highlighted {
                    buffer.fill(row: frame.textRow(row), column: frame.textColumn, width: frame.innerWidth, style: BoardStyle.selected)
                }
                buffer.write(text, row: frame.textRow(row), column: frame.textColumn, style: index == highlighted ? BoardStyle.selected : .plain)
                row += 1
            }
        }
        let hints = [
            KeyHint(key: "Enter/a", label: localizer.settleCommand(apply: true)), KeyHint(key: "d", label: localizer.settleCommand(apply: false)),
            KeyHint(key: "Esc", label: localizer.closeCommand),
        ]
        buffer.write(hints: hints, row: frame.textRow(frame.innerHeight - 1), column: frame.textColumn, width: frame.innerWidth)
    }
}
