import Presentation
import TerminalKit

/// Draws the move menu: the project's title, its two other columns with the highlighted one reversed
/// and marked `>`, and the keys.
struct MoveMenuRenderer {
    let localizer: Localizer

    /// Draws `menu` centred on `buffer`.
    func draw(_ menu: MoveMenuState, into buffer: inout ScreenBuffer) {
        let hints = [KeyHint(key: "↑/↓", label: localizer.chooseCommand), KeyHint(key: "Enter", label: localizer.moveCommand),
                     KeyHint(key: "Esc", label: localizer.cancelLabel)]
        let hintsWidth = hints.map { $0.key.displayWidth + 1 + $0.label.displayWidth }.reduce(0, +) + 2 * (hints.count - 1)
        let widest = max(menu.options.map { $0.label.displayWidth + 2 }.max() ?? 0, hintsWidth,
                         menu.projectTitle.displayWidth + 2)
        let frame = BoxFrame.centered(height: menu.options.count + 4, width: widest + 4, in: buffer.size)
        buffer.drawBox(frame, title: menu.projectTitle)
        for (index, option) in menu.options.enumerated() {
            let row = frame.textRow(index)
            if index == menu.highlighted {
                buffer.fill(row: row, column: frame.textColumn, width: frame.innerWidth, style: BoardStyle.selected)
                buffer.write("> " + option.label, row: row, column: frame.textColumn, style: BoardStyle.selected)
            } else {
                buffer.write("  " + option.label, row: row, column: frame.textColumn)
            }
        }
        buffer.write(hints: hints, row: frame.textRow(menu.options.count + 1), column: frame.textColumn,
                     width: frame.innerWidth)
    }
}
