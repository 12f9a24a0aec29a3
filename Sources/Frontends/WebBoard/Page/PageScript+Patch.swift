/// The part of the page's script that puts a board's patch on the page (see ``PageScript``).
extension PageScript {
    /// A ``BoardPatch`` drawn by touching only each column's splice.
    static let patch = #"""
        // A column's cards stand in groups of about fifty, each drawn or skipped as one
        // (`content-visibility`): in every frame the browser checks a group against the viewport, not each
        // card. A group is presentational: to a screen reader the column is one list of cards.
        const groupSize = 50;
        function group(items) {
          const part = node("div", "group");
          part.setAttribute("role", "none");
          part.style.containIntrinsicSize = "auto " + items.length * 118 + "px";
          part.append(...items);
          return part;
        }
        // The first groups are small (8, 16, 32 cards, then fifty each): a list drawn anew, as a filter
        // narrows the board, lays out in its first frame the few cards at its top, not fifty.
        function grouped(items) {
          const fragment = document.createDocumentFragment();
          for (let at = 0, size = 8; at < items.length; at += size, size = Math.min(2 * size, groupSize)) {
            fragment.append(group(items.slice(at, at + size)));
          }
          return fragment;
        }
        function rowCount(list) {
          let count = 0;
          for (let part = list.firstElementChild; part; part = part.nextElementSibling) count += part.childElementCount;
          return count;
        }
        function rowAt(list, index) {
          for (let part = list.firstElementChild; part; part = part.nextElementSibling) {
            if (index < part.childElementCount) return part.children[index];
            index -= part.childElementCount;
          }
          return null;
        }
        function rowAfter(row) {
          if (row.nextElementSibling) return row.nextElementSibling;
          for (let part = row.parentNode.nextElementSibling; part; part = part.nextElementSibling) if (part.firstElementChild) return part.firstElementChild;
          return null;
        }
        function rowBefore(row) {
          if (row.previousElementSibling) return row.previousElementSibling;
          for (let part = row.parentNode.previousElementSibling; part; part = part.previousElementSibling) if (part.lastElementChild) return part.lastElementChild;
          return null;
        }
        function removeRow(row) {
          const part = row.parentNode;
          row.remove();
          if (part.firstElementChild === null) part.remove();
        }
        // Puts `items` into `list` before the card `next` (at the end if `null`): a few into its group, more
        // in groups of their own, `next`'s group cut in two at it. The last group fills to `groupSize` only:
        // the rest of a first board comes in there one card at a time.
        function insertRows(list, items, next) {
          const part = next ? next.parentNode : list.lastElementChild;
          if (part && items.length <= groupSize && part.childElementCount + items.length <= (next ? 2 : 1) * groupSize) {
            for (const item of items) part.insertBefore(item, next);
            return;
          }
          if (next && next.previousElementSibling) {
            const rest = [];
            for (let row = next; row; row = row.nextElementSibling) rest.push(row);
            part.after(group(rest));
          }
          list.insertBefore(grouped(items), next ? next.parentNode : null);
        }
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
          // The page shows every row of the board it holds (the first paint's screenful has been filled),
          // and not rows it narrowed ahead of the session: else the board is drawn again, by difference,
          // narrowed ahead again if the field is already further than this patch's filter.
          const whole = ahead !== null || shown.columns.some((column, index) => rowCount(lists[index]) !== column.rows.length);
          if (ahead !== null) [shown, ahead] = [ahead, null];
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
          if (whole) {
            narrowAhead(filterField.value);
            return drawBoard(shown);
          }
          patch.columns.forEach((splice, index) => {
            drawCount(sections[index], index, shown.columns[index], patch.filter);
            const list = lists[index];
            if (!changes[index]) return;
            // Most of the column gone: a new list takes what is left (see `retire`).
            if (splice.removed > rowCount(list) / 2) { lists[index] = retire(list); return; }
            let row = rowAt(list, splice.start);
            for (let count = 0; count < splice.removed && row; count++) { const next = rowAfter(row); removeRow(row); row = next; }
          });
          patch.columns.forEach((splice, index) => {
            const list = lists[index];
            if (!changes[index]) return;
            if (list.firstChild === null) list.append(grouped(shown.columns[index].rows.map(itemFor)));
            else insertRows(list, splice.rows.map(itemFor), rowAt(list, splice.start));
          });
          for (const id of new Set([before, patch.selectedID])) {
            const kept = id && drawn.get(id);
            if (kept) kept.item.classList.toggle("selected", id === patch.selectedID);
          }
          drawRest(shown);
        }
        """#
}
