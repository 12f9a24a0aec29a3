/// The part of the page's script that draws each column's rows near the viewport only (see ``PageScript``).
extension PageScript {
    /// Each column's window: the rows in sight and a screenful around them, drawn; gaps for the rest.
    static let window = #"""
        // A column draws only the rows in and near the viewport, and the rows the user holds (the focused,
        // pressed or dragged card); a gap as high as the rows it stands for takes the place of each run of
        // rows not drawn, so the column is as long and scrolls as far as with every card. A keystroke of
        // the filter, a patch or a scroll then changes a few dozen elements, whatever the board's size,
        // and the browser styles, lays out and paints those alone. To a screen reader each row says where
        // it stands in the whole column (`aria-posinset` of `aria-setsize`).
        const lists = [...board.querySelectorAll("section.column .rows")];
        // Each column's first row in sight (as far as the page knows: see `followScroll`).
        const tops = lists.map(() => 0);
        // Where each list's top stood in the viewport at the last frame.
        const listTops = lists.map(() => 0);
        // A row's height with its margin, as far as the rows drawn tell: a gap's height per row.
        let rowHeight = 90;
        // The rows drawn before and after the first in sight: half a screenful before, two after.
        const before = () => Math.max(4, Math.ceil(innerHeight / rowHeight / 2));
        const after = () => Math.max(16, Math.ceil(2 * innerHeight / rowHeight));
        // The rows column `index` draws: `[from, to)`.
        function bounds(index) {
          const size = shown.columns[index].rows.length;
          const to = Math.min(size, Math.max(0, tops[index] - before()) + before() + after());
          return [Math.max(0, to - before() - after()), to];
        }
        // Draws every column. A new board's frame adds only the rows in sight (`soon`: the rest of each
        // window is drawn once the page is idle), so a keystroke's frame lays out a screenful at most.
        let widening = false, widened = 0;
        function drawColumns(held, soon) {
          lists.forEach((list, index) => drawColumn(index, held, soon));
          // A new board drawn while the columns are being widened has them all widened again.
          if (soon) widened = 0;
          if (soon && !widening) { widening = true; whenIdle(widen); }
        }
        // A column at a time, while the page stays idle: a key that comes meanwhile does not wait long.
        // A column that fails is left as it is, and the next one drawn.
        function widen(deadline) {
          const from = widened;
          try {
            const held = heldRows();
            while (widened < lists.length && (widened === from || !deadline || deadline.timeRemaining() > 4)) drawColumn(widened++, held);
          } finally {
            if (widened < lists.length) whenIdle(widen);
            else widening = false;
          }
        }
        // The rows drawn out of their column's window because they were held.
        const drawnHeld = new Set();
        // The ids of the rows the user holds, which stay drawn wherever they are.
        function heldRows() {
          const focused = document.activeElement && document.activeElement.closest("#board .row");
          const items = [focused, dragging && dragging.item, pending && pending.item, press && press.item];
          return new Set(items.filter(Boolean).map((item) => item.dataset.id));
        }
        // Draws column `index`: its window's rows and the `held` ones in order, gaps between, touching
        // only what differs: a card whose row goes shows a row that comes, in its place (see `cardFor`).
        function drawColumn(index, held, soon) {
          const rows = shown.columns[index].rows, size = String(rows.length);
          const list = lists[index];
          const [from, to] = bounds(index);
          // `soon`: the rows in sight (as far as the page knows) and those of the window already on the page.
          const now = soon ? Math.min(to, Math.max(from, tops[index]) + Math.ceil((innerHeight - Math.max(0, listTops[index])) / rowHeight) + 1) : to;
          const indexes = [];
          for (let at = from; at < to; at++) if (at < now || drawn.get(rows[at].id)?.item.parentNode === list) indexes.push(at);
          for (const id of held) {
            let at = -1;
            for (let near = from; near < to && at < 0; near++) if (rows[near].id === id) at = near;
            if (at < 0) at = rows.findIndex((row) => row.id === id);
            if (at >= 0 && (at < from || at >= to)) { indexes.push(at); drawnHeld.add(id); }
          }
          // The cards free to show another row, in runs: those after the n-th card that stays go to the rows
          // after the n-th row that stays, so no card moves.
          const ids = new Set(indexes.map((at) => rows[at].id)), pinned = pinnedCards(), spare = [[]];
          for (const child of list.children) {
            if (child.range) continue;
            if (ids.has(child.dataset.id)) spare.push([]);
            else if (!pinned.has(child)) spare[spare.length - 1].push(child);
          }
          let run = 0;
          const gaps = [...list.children].filter((child) => child.range);
          const wanted = [];
          let next = 0;
          const gap = (end) => {
            if (end <= next) return;
            const element = gaps.length > 0 ? gaps.shift() : gapElement();
            element.range = [next, end];
            element.style.height = (end - next) * rowHeight + "px";
            wanted.push(element);
          };
          for (const at of indexes) {
            gap(at);
            const row = rows[at], kept = drawn.get(row.id)?.item;
            const own = kept && (kept.parentNode === list || pinned.has(kept));
            if (own && kept.parentNode === list) run++;
            const item = cardFor(row, own ? kept : spare[Math.min(run, spare.length - 1)].shift());
            if (item.getAttribute("aria-posinset") !== String(at + 1)) item.setAttribute("aria-posinset", String(at + 1));
            if (item.getAttribute("aria-setsize") !== size) item.setAttribute("aria-setsize", size);
            if (item.classList.contains("selected") !== (row.id === shown.selectedID)) item.classList.toggle("selected");
            wanted.push(item);
            next = at + 1;
          }
          gap(rows.length);
          const keep = new Set(wanted);
          for (const child of [...list.children]) if (!keep.has(child)) child.remove();
          let current = list.firstElementChild;
          for (const element of wanted) {
            if (current === element) current = current.nextElementSibling;
            else list.insertBefore(element, current);
          }
        }
        function gapElement() {
          const element = node("div", "gap");
          element.setAttribute("aria-hidden", "true");
          return element;
        }
        // The index of the row at `y` pixels down `list`, whose top is at `top` in the viewport: a row
        // drawn there, else the row a gap stands for there.
        function indexAt(list, y, top) {
          let last = 0;
          for (let child = list.firstElementChild; child; child = child.nextElementSibling) {
            const box = child.getBoundingClientRect();
            const first = child.range ? child.range[0] : Number(child.getAttribute("aria-posinset")) - 1;
            last = child.range ? child.range[1] - 1 : first;
            if (y < box.bottom - top) return child.range ? Math.min(last, first + Math.floor(Math.max(0, y - box.top + top) / rowHeight)) : first;
          }
          return last;
        }
        // Moves each column's window to the rows in sight when they come near its edge (a scroll, a
        // resize, a drawing), and learns the rows' height from those drawn.
        function followScroll() {
          if (shown === null) return;
          const held = heldRows();
          // A row no longer held goes with the window it is out of.
          const stale = [...drawnHeld].some((id) => !held.has(id));
          if (stale) drawnHeld.clear();
          lists.forEach((list, index) => {
            const rows = shown.columns[index].rows;
            const box = list.getBoundingClientRect();
            listTops[index] = box.top;
            if (rows.length > 0 && box.bottom >= 0 && box.top <= innerHeight) {
              const first = indexAt(list, -box.top, box.top), last = indexAt(list, innerHeight - box.top, box.top);
              const [from, to] = bounds(index), margin = Math.ceil(before() / 2);
              learnHeight(list);
              if ((first - from < margin && from > 0) || (to - last < margin && to < rows.length)) tops[index] = first;
              else if (!stale) return;
            } else if (!stale) return;
            drawColumn(index, held);
          });
        }
        // The rows' height, from the run of rows drawn in `list`: a gap's height follows it when it is
        // far from the height it had, and the columns are drawn again.
        function learnHeight(list) {
          let run = [], items = [];
          for (const child of list.children) {
            if (child.range) run = [];
            else if (run.push(child) > items.length) items = run;
          }
          if (items.length < 8) return;
          const height = (items[items.length - 1].getBoundingClientRect().bottom - items[0].getBoundingClientRect().top) / (items.length - 1);
          if (Math.abs(height - rowHeight) > rowHeight / 4) {
            rowHeight = Math.max(40, height);
            for (const child of board.querySelectorAll(".gap")) child.style.height = (child.range[1] - child.range[0]) * rowHeight + "px";
          }
        }
        // A row the focus comes to near its window's edge (Tab, Shift+Tab) moves the window at once: the
        // next key finds the next row drawn.
        board.addEventListener("focusin", (event) => {
          const item = event.target.closest(".row"), index = lists.indexOf(item && item.parentNode);
          if (index < 0) return;
          const at = Number(item.getAttribute("aria-posinset")) - 1, [from, to] = bounds(index);
          if ((at - from < 2 && from > 0) || (to - at < 3 && to < shown.columns[index].rows.length)) {
            tops[index] = Math.max(0, at - 2);
            drawColumn(index, heldRows());
          }
        });
        // The element of the row `id`, drawn if it was out of its column's window; null if no column has it.
        function reveal(id) {
          for (const [index, column] of shown.columns.entries()) {
            const at = column.rows.findIndex((row) => row.id === id);
            if (at < 0) continue;
            const [from, to] = bounds(index);
            if (at < from + 2 || at >= to - 2) {
              tops[index] = Math.max(0, at - 2);
              drawColumn(index, heldRows());
            }
            return drawn.get(id).item;
          }
          return null;
        }
        """#
}
