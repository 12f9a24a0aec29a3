/// The part of the page's script that finds and moves cards (see ``PageScript``).
extension PageScript {
    /// The filter field, the keys (`/`, `?`, the arrows, Home and End, Escape), dragging a card, and what a
    /// screen reader is told of a move.
    static let moves = #"""
        // The filter: each change of the field is an input; the board the session narrows comes back as any
        // board does, its counts ("3 of 120") and all. Typed further (the text still holds what the board
        // held was narrowed to), the page does not wait for it: it takes away at once, in the keystroke's
        // own frame, the rows whose text no longer holds the filter's, and the session's board, when it
        // comes, is drawn over that by difference (it is the truth: its rows, its counts). The page marks
        // the key (`filter-sent`, at the key's arrival), and measures from there the frame that shows the
        // rows narrowed (`filter-redraw`), the session's board arrived (`filter-answered`) and the frame
        // that shows it (`filter-painted`).
        const filterField = byID("filter");
        let filterAsked = null;
        // The session's board while the page shows it narrowed ahead (`shown` is then the narrowing), else null.
        let ahead = null;
        let keyTime = null;
        addEventListener("keydown", (event) => { if (event.target === filterField || event.key === "Escape") keyTime = event.timeStamp; }, true);
        function setFilter(text) {
          if (filterField.value !== text) filterField.value = text;
          performance.clearMarks("filter-sent");
          performance.clearMarks("filter-narrowed");
          const now = performance.now();
          performance.mark("filter-sent", { startTime: keyTime !== null && now - keyTime < 1000 ? keyTime : now });
          keyTime = null;
          filterAsked = text;
          send("filter", { text });
          // The narrowing waits for the frame: keys typed faster than frames are narrowed once.
          if (painted && !narrowing) { narrowing = true; requestAnimationFrame(narrowInFrame); }
        }
        let narrowing = false;
        function narrowInFrame() {
          narrowing = false;
          const narrowed = narrowAhead(filterField.value);
          if (narrowed === 2) drawBoard(shown);
          if (narrowed > 0) {
            performance.mark("filter-narrowed");
            // Queued from the frame's animation callback: runs once the frame is laid out and painted.
            setTimeout(() => measure("filter-redraw"));
          }
        }
        filterField.addEventListener("input", () => setFilter(filterField.value));
        function measure(name, end) {
          performance.clearMeasures(name);
          performance.measure(name, "filter-sent", end);
        }
        // The text as the session compares it, near enough: case and width folded.
        const fold = (text) => (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFKC")).toLowerCase().trim();
        // A row's folded text, made once for each row that comes (a keystroke then only compares).
        function foldedText(row) {
          if (row.folded === undefined) row.folded = fold(row.title + "\n" + (row.body ?? row.bodyPreview.join("\n")));
          return row.folded;
        }
        // Every row of a board that came folded while the page is idle, before the next keystroke needs it.
        const whenIdle = window.requestIdleCallback || ((callback) => setTimeout(callback, 50));
        let folding = false;
        function foldSoon() {
          if (folding) return;
          folding = true;
          whenIdle(() => {
            folding = false;
            for (const column of (ahead || shown).columns) for (const row of column.rows) foldedText(row);
          });
        }
        // Narrows the board shown to `text` when that can only take rows away: 0 when it cannot, 1 when
        // no row goes, 2 when some do (`shown` becomes the narrowing, the session's board is kept in `ahead`).
        function narrowAhead(text) {
          const needle = fold(text);
          if (text === shown.filter || !needle.includes(fold(shown.filter))) return 0;
          let narrower = false;
          const columns = shown.columns.map((column) => {
            const rows = column.rows.filter((row) => foldedText(row).includes(needle));
            if (rows.length === column.rows.length) return column;
            narrower = true;
            return { ...column, rows };
          });
          if (!narrower) return 1;
          if (ahead === null) ahead = shown;
          shown = { ...shown, columns, filter: text };
          return 2;
        }
        // Called as a board arrives, then once it is drawn.
        function boardArrives() { if (filterAsked !== null) performance.mark("filter-arrived"); }
        function boardDrawn() {
          if (filterAsked === null || (ahead || shown).filter !== filterAsked) return;
          filterAsked = null;
          measure("filter-answered", "filter-arrived");
          requestAnimationFrame(() => setTimeout(() => {
            // Nothing narrowed ahead: the rows narrowed are the session's board.
            if (performance.getEntriesByName("filter-narrowed").length === 0) measure("filter-redraw");
            performance.clearMarks("filter-narrowed");
            measure("filter-painted");
          }));
        }
        const announcer = byID("announcer");
        function announce(text) { announcer.textContent = text; }

        // The keys of the board: `/` finds, `?` lists the keys, Escape clears the filter, Shift+→ and Shift+←
        // move the focused card to the next or previous column (the focus stays on it), ↑ ↓ Home End go
        // through the cards of its column.
        const help = byID("help");
        function typing(target) { return Boolean(target.closest("input, textarea, select, [contenteditable]")); }
        function overBoard() { return !Object.values(open).includes(true) && !help.matches(":popover-open"); }
        addEventListener("keydown", (event) => {
          if (event.ctrlKey || event.metaKey || event.altKey || resting) return;
          if (event.key === "Escape" && dragging) { event.preventDefault(); event.stopImmediatePropagation(); endDrag(null); return; }
          if (event.key === "Escape" && filterField.value !== "" && overBoard() && (event.target === filterField || !typing(event.target))) {
            event.preventDefault();
            setFilter("");
            return;
          }
          if (typing(event.target) || !overBoard()) return;
          if (event.key === "/") { event.preventDefault(); filterField.focus(); filterField.select(); }
          else if (event.key === "?") { event.preventDefault(); help.showPopover(); byID("help-close").focus(); }
          else if (!event.shiftKey && event.key in stepKeys && rowOf(event.target)) {
            // Up and Down go through the column's cards, Home and End to its first and last, drawn as reached.
            event.preventDefault();
            const item = event.target.closest(".row"), rows = shown.columns[lists.indexOf(item.parentNode)].rows;
            const to = stepKeys[event.key](rows.findIndex((row) => row.id === item.dataset.id), rows.length);
            if (to >= 0 && to < rows.length) focusRow(rows[to].id);
          }
          else if (event.shiftKey && (event.key === "ArrowRight" || event.key === "ArrowLeft") && rowOf(event.target)) {
            event.preventDefault();
            const item = event.target.closest(".row");
            const column = shown.columns[stateIndex(item.closest("section.column")) + (event.key === "ArrowRight" ? 1 : -1)];
            if (!column) return;
            const to = column.state;
            home = { opener: item.querySelector(".title button"), rows: [item.dataset.id] };
            send("move", { id: item.dataset.id, to });
          }
        }, true);
        const stepKeys = { ArrowDown: (at) => at + 1, ArrowUp: (at) => at - 1, Home: () => 0, End: (at, size) => size - 1 };
        byID("help-close").addEventListener("click", () => help.hidePopover());

        // Dragging a card to another column: with a mouse from anywhere on it, with a finger from its handle
        // (a long press elsewhere on it opens the move menu, a swipe deletes). The card follows the pointer,
        // the column under it is marked; a drop there sends the move, anywhere else (or Escape) changes nothing.
        let pending = null;
        let dragging = null;
        board.addEventListener("pointerdown", (event) => {
          const item = event.target.closest(".row");
          if (!item || event.button !== 0 || dragging || resting) return;
          const fromHandle = Boolean(event.target.closest(".handle"));
          if (event.pointerType === "touch" ? !fromHandle : event.target.closest(".actions button")) return;
          pending = { item, id: item.dataset.id, pointer: event.pointerId, x: event.clientX, y: event.clientY,
                      from: item.closest("section.column") };
          if (fromHandle) event.preventDefault();
        });
        function columnAt(x, y) {
          const area = board.getBoundingClientRect();
          if (x < area.left || x > area.right || y < area.top || y > area.bottom) return null;
          const under = [...board.querySelectorAll("section.column")].filter((section) => {
            const rect = section.getBoundingClientRect();
            return x >= rect.left && x <= rect.right;
          });
          // Side by side, the strip under the pointer; one under another (a phone), the column at its height.
          return under.length === 1 ? under[0] : under.find((section) => {
            const rect = section.getBoundingClientRect();
            return y >= rect.top && y <= rect.bottom;
          }) || null;
        }
        // Where `section` stands among the columns, as in the board held.
        function stateIndex(section) { return [...board.querySelectorAll("section.column")].indexOf(section); }
        function mark(target) {
          for (const section of board.querySelectorAll("section.column")) section.classList.toggle("drop-target", section === target);
        }
        addEventListener("pointermove", (event) => {
          const drag = dragging || pending;
          if (!drag || event.pointerId !== drag.pointer) return;
          const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
          if (!dragging) {
            if (Math.hypot(dx, dy) < 6) return;
            dragging = pending;
            pending = null;
            if (press) { clearTimeout(press.timer); press = null; }
            dragging.item.classList.add("dragging");
            document.body.classList.add("dragging");
          }
          dragging.item.style.transform = "translate(" + dx + "px, " + dy + "px)";
          const target = columnAt(event.clientX, event.clientY);
          dragging.target = target && target !== dragging.from ? target : null;
          mark(dragging.target);
        });
        // Ends the drag: `target`, the column to move the card to, or `null` to leave it where it is.
        function endDrag(target) {
          const { item, id } = dragging;
          dragging = null;
          swiped = true;
          item.classList.remove("dragging");
          item.style.transform = "";
          document.body.classList.remove("dragging");
          mark(null);
          if (target) {
            home = { opener: item.querySelector(".title button"), rows: [id] };
            send("move", { id, to: shown.columns[stateIndex(target)].state });
          }
        }
        addEventListener("pointerup", (event) => {
          if (pending && event.pointerId === pending.pointer) pending = null;
          if (dragging && event.pointerId === dragging.pointer) endDrag(dragging.target);
        });
        addEventListener("pointercancel", (event) => {
          if (pending && event.pointerId === pending.pointer) pending = null;
          if (dragging && event.pointerId === dragging.pointer) endDrag(null);
        });
        """#
}
