import Presentation
import TerminalKit

/// The board drawn off screen: what the interactive board shows for some content on a terminal of a
/// given size, without a terminal. For previews, golden tests of a screen, and the benchmark.
public enum BoardFrame {
    /// Draws `content` as the interactive board would (focus on the selected project's column, nothing
    /// over the board) on a terminal of `size`; read the result with `ScreenBuffer.lines`.
    public static func render(_ content: BoardContent, size: TerminalSize, localizer: Localizer, policy: ColorPolicy) -> ScreenBuffer {
        var state = BoardScreenState(board: content)
        if let selected = content.selectedID,
           let column = content.columns.firstIndex(where: { $0.rows.contains { $0.id == selected } }),
           let row = content.columns[column].rows.firstIndex(where: { $0.id == selected }) {
            state.focusedColumn = column
            state.focusedRow = row
        }
        return BoardRenderer(localizer: localizer, policy: policy).render(state, size: size)
    }
}
