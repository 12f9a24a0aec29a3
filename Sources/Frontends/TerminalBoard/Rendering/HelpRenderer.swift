import Presentation
import TerminalKit

/// Draws the help box: every key of the board and what it does.
struct HelpRenderer {
    let localizer: Localizer

    /// The keys and what they do, in the order the help box lists them.
    var entries: [KeyHint] {
        [
            KeyHint(key: "←/→  h/l", label: localizer.columnCommand),
            KeyHint(key: "↑/↓  k/j", label: localizer.rowCommand),
            KeyHint(key: "g/G", label: localizer.firstLastCommand),
            KeyHint(key: "n", label: localizer.newProjectHeading),
            KeyHint(key: "Enter", label: localizer.openCommand),
            KeyHint(key: "e", label: localizer.editLabel),
            KeyHint(key: "Tab", label: localizer.nextFieldCommand),
            KeyHint(key: "Enter", label: localizer.newLineCommand),
            KeyHint(key: "Ctrl-S", label: localizer.doneLabel),
            KeyHint(key: "Esc", label: localizer.cancelLabel),
            KeyHint(key: "m", label: localizer.moveCommand),
            KeyHint(key: "<  >", label: localizer.moveAlongCommand),
            KeyHint(key: "/", label: localizer.filterCommand),
            KeyHint(key: "d  Delete", label: localizer.deleteCommand),
            KeyHint(key: "u", label: localizer.undoCommand),
            KeyHint(key: "r", label: localizer.redoCommand),
            KeyHint(key: "H", label: localizer.historyHeading),
            KeyHint(key: "?", label: localizer.helpCommand),
            KeyHint(key: "Ctrl-Z", label: localizer.suspendCommand),
            KeyHint(key: "q  Ctrl-C", label: localizer.quitCommand),
        ]
    }

    /// The keys of a shared board, before `?`.
    var sharedBoardEntries: [KeyHint] {
        [
            KeyHint(key: "s", label: localizer.syncCommand),
            KeyHint(key: "c", label: "\(localizer.conflictsHeading) (Enter/a \(localizer.settleCommand(apply: true)), d \(localizer.settleCommand(apply: false)))"),
        ]
    }

    /// Draws the help box centred on `buffer`, with the shared board's keys when `sharedBoard`; it may
    /// cover the title bar and footer of the smallest screen.
    func draw(sharedBoard: Bool = false, into buffer: inout ScreenBuffer) {
        var entries = entries
        if sharedBoard { entries.insert(contentsOf: sharedBoardEntries, at: entries.count - 3) }
        let keyWidth = (entries.map(\.key.displayWidth).max() ?? 0) + 2
        let labelWidth = entries.map(\.label.displayWidth).max() ?? 0
        let frame = BoxFrame.centered(height: entries.count + 2, width: keyWidth + labelWidth + 4, in: buffer.size, margin: 0)
        buffer.drawBox(frame, title: localizer.helpCommand)
        for (index, entry) in entries.enumerated() where index < frame.innerHeight {
            buffer.write(entry.key, row: frame.textRow(index), column: frame.textColumn, style: BoardStyle.key)
            buffer.write(entry.label.truncated(toWidth: frame.innerWidth - keyWidth), row: frame.textRow(index),
                         column: frame.textColumn + keyWidth)
        }
    }
}
