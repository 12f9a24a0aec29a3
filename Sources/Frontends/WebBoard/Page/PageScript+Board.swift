/// The part of the page's script that draws the board (see ``PageScript``).
extension PageScript {
    /// The board: its rows drawn and kept by id, the phone's column switcher, the row's buttons, touch.
    static let board = #"""
        // The board. Rows drawn are kept by id (see `cardFor`).
        const board = byID("board");
        let drawn = new Map();
        // A text or a state set only when it changes: a keystroke's frame lays out and paints what changed.
        function setText(element, text) { if (element.textContent !== text) element.textContent = text; }
        function drawCount(section, index, column, filter) {
          setText(section.querySelector(".count"), column.countText);
          setText(jumpCounts[index], column.countText);
          const empty = section.querySelector(".empty");
          if (empty.hidden !== column.count > 0) empty.hidden = column.count > 0;
          setText(empty, filter ? board.dataset.noMatch : board.dataset.empty);
        }
        // Draws `document_`: each column's counts and the rows of its window (see `drawColumn`).
        function drawBoard(document_) {
          const sections = board.querySelectorAll("section.column");
          document_.columns.forEach((column, index) => drawCount(sections[index], index, column, document_.filter));
          drawColumns(heldRows(), true);
          // Rows let go long ago are let go here too: what is kept stays near what is drawn.
          if (drawn.size > 2000) for (const [id, kept] of drawn) if (!kept.item.isConnected) drawn.delete(id);
          drawRest(document_);
        }
        // What a board shows besides its rows.
        function drawRest(document_) {
          const banner = byID("read-only");
          setText(banner, document_.readOnlyBanner || "");
          if (banner.hidden !== !document_.readOnlyBanner) banner.hidden = !document_.readOnlyBanner;
          drawControls();
          // In a task after this one rather than in the next frame's callbacks: a keystroke's frame that
          // draws asks for no second frame, and a board that comes is followed before it is shown.
          followSoon(setTimeout);
          // A focused row moved or redrawn loses the focus: give it back.
          if (document.activeElement === document.body && !Object.values(open).includes(true)) returnFocus();
        }
        const jumpCounts = document.querySelectorAll("#jump .count");
        // The phone's switcher marks the column under it, as a segmented control marks its chosen segment.
        const jumpLinks = document.querySelectorAll("#jump a");
        function markColumn() {
          // The first column that reaches a little below the switcher.
          const edge = byID("jump").getBoundingClientRect().bottom + 40;
          const sections = [...board.querySelectorAll("section.column")];
          const found = sections.findIndex((section) => section.getBoundingClientRect().bottom > edge);
          const index = found < 0 ? sections.length - 1 : found;
          jumpLinks.forEach((link, at) => { if (at === index) link.setAttribute("aria-current", "true"); else link.removeAttribute("aria-current"); });
        }
        // Once a frame at most, after a scroll, a resize or a drawing: the switcher marked, the windows
        // moved to what is in sight.
        let framing = false;
        function frameSoon() { followSoon(requestAnimationFrame); }
        function followSoon(later) {
          if (framing) return;
          framing = true;
          later(() => { framing = false; markColumn(); followScroll(); });
        }
        addEventListener("scroll", frameSoon, { passive: true });
        // A card that had the focus is drawn no longer than its column's window has it.
        board.addEventListener("focusout", frameSoon);
        addEventListener("resize", frameSoon, { passive: true });
        // What the keyboard focuses on the board is never left under the sticky bar, the phone's switcher or
        // its column's sticky heading: once the browser has scrolled it into view, it comes down below them.
        board.addEventListener("focusin", (event) => requestAnimationFrame(() => {
          const target = event.target, section = target.closest("section.column");
          if (document.activeElement !== target || !section) return;
          const cover = Math.max(byID("bar").getBoundingClientRect().bottom, byID("jump").getBoundingClientRect().bottom,
                                 section.querySelector("h2").getBoundingClientRect().bottom);
          const top = target.getBoundingClientRect().top;
          if (top < cover + 4) scrollBy(0, top - cover - 8);
        }));
        // Where the focus goes back to: the row (by id), the one after it, the one before it.
        function rowHome(item, opener) {
          const rows = shown.columns[lists.indexOf(item.parentNode)]?.rows ?? [];
          const at = rows.findIndex((row) => row.id === item.dataset.id);
          const ids = [item.dataset.id, rows[at + 1]?.id, at > 0 ? rows[at - 1].id : null].filter(Boolean);
          return { opener: opener && item.contains(opener) ? opener : null, rows: ids };
        }
        function returnFocus() {
          if (!home) return;
          if (home.opener && home.opener.isConnected) return home.opener.focus();
          for (const id of home.rows) if (focusRow(id)) return;
        }
        // Puts the focus on the title of the row `id`, drawn first if it is out of its column's window.
        function focusRow(id) {
          const item = reveal(id);
          if (item) item.querySelector(".title button").focus();
          return item !== null;
        }
        addEventListener("pointerdown", (event) => {
          if (!event.target.closest(".row, dialog, [popover], button")) home = null;
        });
        function rowOf(target) {
          const item = target.closest(".row");
          return item ? item.dataset.id : null;
        }
        board.addEventListener("click", (event) => {
          const id = rowOf(event.target);
          if (!id || swiped || event.target.closest(".handle")) return;
          const action = event.target.closest("button") && event.target.closest("button").dataset.action;
          anchor = event.target.closest(".row");
          home = rowHome(anchor, event.target.closest("button"));
          if (action === "move") send("showMoveMenu", { id });
          else if (action === "delete") send("askDelete", { id });
          else send("open", { id });
        });
        board.addEventListener("contextmenu", (event) => {
          const id = rowOf(event.target);
          if (!id) return;
          event.preventDefault();
          anchor = event.target.closest(".row");
          home = rowHome(anchor, null);
          send("showMoveMenu", { id });
        });
        // Touch: a long press opens the move menu, a swipe to the left asks to delete.
        let press = null;
        let swiped = false;
        board.addEventListener("pointerdown", (event) => {
          swiped = false;
          if (event.pointerType !== "touch" || !rowOf(event.target) || event.target.closest(".handle")) return;
          const item = event.target.closest(".row");
          press = { item, x: event.clientX, y: event.clientY, timer: setTimeout(() => {
            press = null;
            anchor = item;
            home = rowHome(item, null);
            swiped = true;
            send("showMoveMenu", { id: item.dataset.id });
          }, 500) };
        });
        board.addEventListener("pointermove", (event) => {
          if (!press) return;
          const dx = event.clientX - press.x;
          if (Math.abs(dx) > 10 || Math.abs(event.clientY - press.y) > 10) clearTimeout(press.timer);
          if (dx < 0) { press.item.classList.add("swiping"); press.item.style.transform = "translateX(" + Math.max(dx, -120) + "px)"; }
        });
        function endPress(event) {
          if (!press) return;
          clearTimeout(press.timer);
          const { item, x } = press;
          press = null;
          item.classList.remove("swiping");
          item.style.transform = "";
          if (event.type === "pointerup" && event.clientX - x < -80) {
            swiped = true;
            anchor = item;
            home = rowHome(item, null);
            send("askDelete", { id: item.dataset.id });
          }
        }
        board.addEventListener("pointerup", endPress);
        board.addEventListener("pointercancel", endPress);

        byID("new-project").addEventListener("click", () => { home = { opener: byID("new-project"), rows: [] }; send("add"); });
        byID("undo").addEventListener("click", () => send("undo"));
        byID("redo").addEventListener("click", () => send("redo"));
        byID("show-history").addEventListener("click", () => { home = { opener: byID("show-history"), rows: [] }; send("showHistory"); });
        """#
}
