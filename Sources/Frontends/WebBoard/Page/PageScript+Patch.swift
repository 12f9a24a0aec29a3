/// The part of the page's script that puts a board's patch on the page (see ``PageScript``).
extension PageScript {
    /// A ``BoardPatch`` put into the board held, then drawn as any board is: by each column's window.
    static let patch = #"""
        // A patch: each column's splice put into the board the page holds (the session's, not one it
        // narrowed ahead: see `narrowAhead`), narrowed ahead again if the field is already further than
        // the patch's filter, then drawn. The page still decides nothing: rows, counts and order are the
        // session's.
        function drawPatch(patch) {
          if (ahead !== null) [shown, ahead] = [ahead, null];
          patch.columns.forEach((splice, index) => {
            const column = shown.columns[index], rows = column.rows;
            column.rows = rows.slice(0, splice.start).concat(splice.rows, rows.slice(splice.start + splice.removed));
            splices.push([rows, column.rows, splice]);
            column.count = splice.count;
            column.countText = splice.countText;
          });
          shown.canUndo = patch.canUndo;
          shown.canRedo = patch.canRedo;
          shown.readOnlyBanner = patch.readOnlyBanner;
          shown.selectedID = patch.selectedID;
          shown.filter = patch.filter;
          joinSoon();
          narrowAhead(filterField.value);
          drawBoard(shown);
        }
        """#
}
