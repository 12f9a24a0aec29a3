/// The part of the page's script that draws what opens over the board (see ``PageScript``).
extension PageScript {
    /// The detail sheet, the move menu, history, the delete question and alerts, and where each output goes.
    static let screens = #"""
        // The detail sheet.
        const detail = byID("detail");
        const fields = { title: byID("detail-title"), deadline: byID("detail-deadline"), body: byID("detail-body") };
        function setField(field, value, editable) {
          field.readOnly = !editable;
          // What the user is typing stays as typed; the view model's copy catches up.
          if (field.value !== value && !(editable && document.activeElement === field)) field.value = value;
        }
        function drawDetail(sheet) {
          byID("detail-refused").hidden = true;
          byID("detail-heading").textContent = sheet.heading;
          setField(fields.title, sheet.title, sheet.editable);
          setField(fields.body, sheet.body, sheet.editable);
          const day = /^\d{4}-\d{2}-\d{2}$/.test(sheet.deadline) ? sheet.deadline : "";
          setField(fields.deadline, day, sheet.editable);
          byID("detail-today").hidden = !sheet.editable;
          byID("detail-day").textContent = sheet.deadlineDay || "";
          const counter = byID("detail-counter");
          counter.textContent = sheet.counter;
          counter.classList.toggle("too-long", sheet.tooLong);
          byID("detail-messages").replaceChildren(...sheet.messages.map((message) => node("li", "", message)));
          for (const [id, bar] of [["detail-leading", sheet.leading], ["detail-trailing", sheet.trailing]]) {
            const control = byID(id);
            control.textContent = bar.label;
            control.dataset.role = bar.role;
          }
          const wasOpen = detail.open;
          const wasEditable = detail.dataset.editable === "true";
          detail.dataset.editable = String(sheet.editable);
          if (!wasOpen) { closeOthers("detail"); detail.showModal(); }
          if (!wasOpen || (sheet.editable && !wasEditable)) (sheet.editable ? fields.title : byID("detail-trailing")).focus();
        }
        fields.title.addEventListener("input", () => send("setTitle", { text: fields.title.value }));
        fields.body.addEventListener("input", () => send("setBody", { text: fields.body.value }));
        fields.deadline.addEventListener("change", () => send("setDeadline", { text: fields.deadline.value }));
        byID("detail-today").addEventListener("click", () => send("setDeadlineToday"));
        for (const id of ["detail-leading", "detail-trailing"]) {
          byID(id).addEventListener("click", (event) => {
            const role = event.currentTarget.dataset.role;
            send(role === "edit" ? "edit" : role === "done" ? "done" : "cancelDetail");
          });
        }
        detail.addEventListener("cancel", (event) => { event.preventDefault(); send("cancelDetail"); });

        // The move menu and the history list: popovers; closing one by Escape or a click outside is an input.
        // The menu closes itself (a "manual" popover): the lift of the finger that long-pressed a row
        // must not count as a click outside.
        const moveMenu = byID("move-menu");
        const history = byID("history");
        function place(popover) {
          const rect = anchor && anchor.isConnected ? anchor.getBoundingClientRect() : null;
          popover.style.inset = "auto";
          popover.style.left = "0px";
          popover.style.top = "0px";
          popover.showPopover();
          const width = popover.offsetWidth, height = popover.offsetHeight;
          const left = rect ? Math.min(Math.max(8, rect.left + 16), innerWidth - width - 8) : (innerWidth - width) / 2;
          const top = rect ? Math.min(rect.top + 24, innerHeight - height - 8) : 60;
          popover.style.left = Math.max(8, left) + "px";
          popover.style.top = Math.max(8, top) + "px";
        }
        function drawMoveMenu(output) {
          byID("move-heading").textContent = output.title;
          byID("move-options").replaceChildren(...output.options.map((option) => {
            const item = node("li");
            item.append(button(option.label, () => send("choose", { state: option.state })));
            return item;
          }));
          closeOthers("moveMenu");
          if (!moveMenu.matches(":popover-open")) place(moveMenu);
          moveMenu.querySelector("#move-options button").focus();
        }
        byID("move-cancel").addEventListener("click", () => send("cancelMove"));
        addEventListener("pointerdown", (event) => {
          if (open.moveMenu && !moveMenu.contains(event.target)) send("cancelMove");
        });
        addEventListener("keydown", (event) => {
          if (event.key === "Escape" && open.moveMenu) { event.preventDefault(); send("cancelMove"); }
        });
        // Up, Down, Home and End go through the menu's buttons, as in a menu of the system.
        moveMenu.addEventListener("keydown", (event) => {
          const items = [...moveMenu.querySelectorAll("button")];
          const at = items.indexOf(document.activeElement);
          const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
          if (next === undefined) return;
          event.preventDefault();
          items[(next + items.length) % items.length].focus();
        });
        function drawHistory(output) {
          byID("history-heading").textContent = output.heading;
          const empty = byID("history-empty");
          empty.textContent = output.emptyText;
          empty.hidden = output.lines.length > 0;
          byID("history-lines").replaceChildren(...output.lines.map((line) => {
            const item = node("li", "", line.text);
            item.append(node("time", "", line.timestamp));
            return item;
          }));
          closeOthers("history");
          if (history.matches(":popover-open")) return;
          anchor = null;
          place(history);
          byID("history-close").focus({ preventScroll: true });
          // Newest first: the list opens at its top, under its heading.
          byID("history-lines").scrollTop = 0;
        }
        byID("history-close").addEventListener("click", () => send("closeHistory"));
        history.addEventListener("toggle", (event) => { if (event.newState === "closed" && open.history) send("closeHistory"); });

        // The delete question and alerts.
        const confirmation = byID("confirmation");
        function drawConfirmation(output) {
          byID("confirmation-question").textContent = output.question;
          byID("confirmation-delete").textContent = output.confirmLabel;
          byID("confirmation-cancel").textContent = output.cancelLabel;
          closeOthers("confirmation");
          if (!confirmation.open) confirmation.showModal();
          byID("confirmation-cancel").focus();
        }
        byID("confirmation-delete").addEventListener("click", () => send("confirmDelete"));
        byID("confirmation-cancel").addEventListener("click", () => send("cancelDelete"));
        confirmation.addEventListener("cancel", (event) => { event.preventDefault(); send("cancelDelete"); });
        const alert_ = byID("alert");
        byID("alert-ok").addEventListener("click", () => alert_.close());

        const screens = { detail, moveMenu, history, confirmation };
        function hide(screen) {
          open[screen] = false;
          const element = screens[screen];
          if (element.tagName === "DIALOG") { if (element.open) element.close(); }
          else if (element.matches(":popover-open")) element.hidePopover();
        }
        function closeOthers(screen) {
          for (const other of Object.keys(open)) if (other !== screen && open[other]) hide(other);
          open[screen] = true;
        }

        let painted = false;
        let shown = null;
        // `then` runs once the first board is on the screen.
        function paint(document_, then) {
          shown = document_;
          ahead = null;
          drawBoard(document_);
          joinSoon();
          board.hidden = false;
          if (!painted) {
            painted = true;
            requestAnimationFrame(() => setTimeout(() => {
              document.body.dataset.boardPainted = String(performance.now());
              if (then) then();
            }));
          }
        }
        function receive(output) {
          if (output.kind === "board" || output.kind === "boardPatch") boardArrives(output.kind === "board" ? output.board : output.patch);
          switch (output.kind) {
            case "board": paint(output.board); boardDrawn(); break;
            case "boardPatch": {
              // The server's splices, put into the board last drawn: the page still decides nothing.
              drawPatch(output.patch);
              boardDrawn();
              break;
            }
            case "announcement": announce(output.text); break;
            case "detail": drawDetail(output.detail); break;
            case "moveMenu": drawMoveMenu(output); break;
            case "history": drawHistory(output); break;
            case "confirmation": drawConfirmation(output); break;
            case "sharedBoard": drawSharedBoard(output.sharedBoard); break;
            case "closed": hide(output.screen); returnFocus(); break;
            case "alert":
              byID("alert-title").textContent = output.title;
              byID("alert-message").textContent = output.message;
              if (!alert_.open) alert_.showModal();
              byID("alert-ok").focus();
              break;
          }
        }
        """#
}
