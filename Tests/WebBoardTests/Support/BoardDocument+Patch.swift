@testable import WebBoard

extension BoardDocument {
    /// The board after `patch`, as the page makes it: each column's splice put in, the rest replaced.
    func applying(_ patch: BoardPatch) -> BoardDocument {
        BoardDocument(
            columns: zip(columns, patch.columns).map { column, splice in
                var rows = column.rows
                rows.replaceSubrange(splice.start..<(splice.start + splice.removed), with: splice.rows)
                return Column(state: splice.state, title: splice.title, count: splice.count, countText: splice.countText, rows: rows)
            },
            canUndo: patch.canUndo, canRedo: patch.canRedo, readOnlyBanner: patch.readOnlyBanner, selectedID: patch.selectedID, filter: patch.filter)
    }
}
