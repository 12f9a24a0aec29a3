/// The part of the page's script that moves cards (see ``PageScript``).
extension PageScript {
    /// The keys (`/`, `?`, the arrows, Home and End, Escape), dragging a card, and what a screen reader is
    /// told of a move.
    static let moves = #"""
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
