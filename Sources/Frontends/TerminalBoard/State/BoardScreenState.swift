import Presentation
import TerminalKit

/// Everything the terminal board draws, as one value: the board view model's content plus what only the
/// terminal has (which column has the focus, how far each column is scrolled, the box over the board,
/// alerts waiting to be read, a one-line notice).
///
/// The key handler turns a state and a key into a new state; the renderer turns a state and a size into
/// a screen. Neither needs a terminal, so both are tested as plain functions.
struct BoardScreenState: Equatable {
    /// What the board view model published last.
    var board: BoardContent
    /// The column the cursor is in (0 TODO, 1 DOING, 2 DONE), even when it is empty and nothing is selected.
    var focusedColumn = 0
    /// The index of the selected row in the focused column; kept when the selection goes away (a delete),
    /// so the row that took its place is selected next.
    var focusedRow = 0
    /// The index of the first row shown, per column.
    var scrollOffsets = [0, 0, 0]
    /// The box over the board, if any.
    var sheet: SheetState?
    /// Alerts not yet dismissed, oldest first; the first is drawn over everything.
    var alerts: [Alert] = []
    /// A one-line message in the footer until the next key, e.g. why a key did nothing.
    var notice: String?
    /// The filter being typed in the footer (`/`), with its cursor; `nil` when the keys go to the board.
    var filterField: TextField?
    /// Where the shared board stands, for the title bar; `nil` for a board that is not shared.
    var sharedBoard: SharedBoardState?
    /// The shared board's changes that could not apply, for the list `c` opens.
    var conflicts: [SharedBoardConflict] = []

    /// Whether the store cannot be written now (then editing keys show a notice instead of acting).
    var isReadOnly: Bool { board.readOnlyReason != nil }

    /// The rows of the focused column.
    var focusedRows: [ProjectRow] {
        board.columns.indices.contains(focusedColumn) ? board.columns[focusedColumn].rows : []
    }

    /// The index of the selected row in the focused column, if the selection is there.
    ///
    /// Looks only at ``focusedRow``: the screen keeps it in step with the selection, so drawing a frame
    /// never searches a column of 10,000 rows.
    var selectedRowIndex: Int? {
        guard let id = board.selectedID else { return nil }
        let rows = focusedRows
        return rows.indices.contains(focusedRow) && rows[focusedRow].id == id ? focusedRow : nil
    }

    /// The selected row, if it is in the focused column.
    var selectedRow: ProjectRow? {
        selectedRowIndex.map { focusedRows[$0] }
    }

    /// The row to select when nothing is selected but the focused column has rows: the one at the
    /// remembered index, or the last one.
    var rowToSelect: ProjectID? {
        guard board.selectedID == nil else { return nil }
        let rows = focusedRows
        guard !rows.isEmpty else { return nil }
        return rows[min(max(focusedRow, 0), rows.count - 1)].id
    }

    /// Moves the cursor to the selection after the board changed: to where the selected project now is
    /// (it may have moved to another column), or, with nothing selected, keeps the column and clamps the row.
    mutating func followSelection() {
        guard let id = board.selectedID else {
            focusedRow = min(max(focusedRow, 0), max(focusedRows.count - 1, 0))
            return
        }
        // Most changes keep the selection where it was or one row away: look there before searching.
        let rows = focusedRows
        for candidate in [focusedRow, focusedRow + 1, focusedRow - 1] where rows.indices.contains(candidate) {
            if rows[candidate].id == id {
                focusedRow = candidate
                return
            }
        }
        for (columnIndex, column) in board.columns.enumerated() {
            if let rowIndex = column.rows.firstIndex(where: { $0.id == id }) {
                focusedColumn = columnIndex
                focusedRow = rowIndex
                return
            }
        }
    }
}
