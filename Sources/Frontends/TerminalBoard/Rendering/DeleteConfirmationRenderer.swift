import Presentation
import TerminalKit

/// Draws the question asked before deleting: `Delete 'X'? (y/n)`, the title cut so the line fits.
struct DeleteConfirmationRenderer {
    let localizer: Localizer

    /// The question for a project titled `title`, in at most `width` columns.
    func question(title: String, width: Int) -> String {
        let frameWidth = localizer.deleteQuestion(title: "").displayWidth + " (y/n)".count
        let titleWidth = max(width - frameWidth, 4)
        return localizer.deleteQuestion(title: title.sanitizedForTerminal().truncated(toWidth: titleWidth)) + " (y/n)"
    }

    /// Draws the question for `title` centred on `buffer`.
    func draw(title: String, into buffer: inout ScreenBuffer) {
        let text = question(title: title, width: min(buffer.size.columns - 8, 72))
        let frame = BoxFrame.centered(height: 5, width: text.displayWidth + 4, in: buffer.size)
        buffer.drawBox(frame, title: localizer.deleteCommand)
        buffer.write(text, row: frame.textRow(1), column: frame.textColumn)
    }
}
