/// The part of the page's script that puts a board's patch on the page (see ``PageScript``).
extension PageScript {
    /// A ``BoardPatch`` drawn by touching only each column's splice.
    static let patch = #"""
        // A list most of whose rows a patch takes away (a filter narrowing the board) is put aside, its rows
        // kept but neither drawn nor reachable, and an empty one takes its place: taking a thousand rows out
        // of the page costs more than the frame the user waits for, so they go once that frame is shown.
        const retired = [];
        function retire(list) {
          const fresh = list.cloneNode(false);
          list.before(fresh);
          list.classList.add("retired");
          if (retired.push(list) === 1) requestAnimationFrame(() => setTimeout(() => { for (const old of retired.splice(0)) old.remove(); }));
          return fresh;
        }
        // A patch, drawn: the rows before and after each column's splice stay as they are, on the page as
        // in the board held, so a keystroke of the filter or a move costs what it changed, not a pass over
        // 10,000 rows. Every column's rows go first, then every column's new ones come in: a row moved
        // from a later column to an earlier one is taken out before it is put back.
        function drawPatch(patch) {
          const sections = board.querySelectorAll("section.column");
          const lists = [...sections].map((section) => section.querySelector(".rows:not(.retired)"));
          const before = shown.selectedID;
          // The page shows every row of the board it holds (the first paint's screenful has been filled):
          // else the whole board is drawn again.
          const whole = shown.columns.some((column, index) => lists[index].childElementCount !== column.rows.length);
          const changes = patch.columns.map((splice, index) => {
            const column = shown.columns[index];
            column.rows.splice(splice.start, splice.removed, ...splice.rows);
            column.count = splice.count;
            column.countText = splice.countText;
            return splice.removed > 0 || splice.rows.length > 0;
          });
          shown.canUndo = patch.canUndo;
          shown.canRedo = patch.canRedo;
          shown.readOnlyBanner = patch.readOnlyBanner;
          shown.selectedID = patch.selectedID;
          shown.filter = patch.filter;
          if (whole) return drawBoard(shown);
          patch.columns.forEach((splice, index) => {
            drawCount(sections[index], index, shown.columns[index], patch.filter);
            const list = lists[index];
            if (!changes[index]) return;
            // Most of the column gone: a new list takes what is left (see `retire`).
            if (splice.removed > list.childElementCount / 2) { lists[index] = retire(list); return; }
            for (let count = 0; count < splice.removed; count++) list.children[splice.start].remove();
          });
          patch.columns.forEach((splice, index) => {
            const list = lists[index];
            if (!changes[index]) return;
            const fragment = document.createDocumentFragment();
            if (list.firstChild === null) for (const row of shown.columns[index].rows) fragment.append(itemFor(row));
            else for (const row of splice.rows) fragment.append(itemFor(row));
            list.insertBefore(fragment, list.firstChild === null ? null : list.children[splice.start] || null);
          });
          for (const id of new Set([before, patch.selectedID])) {
            const kept = id && drawn.get(id);
            if (kept) kept.item.classList.toggle("selected", id === patch.selectedID);
          }
          drawRest(shown);
        }
        """#
}
