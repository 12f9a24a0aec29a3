/// The page's two scripts, built into the binary.
///
/// `page` draws what the tab's view models publish and sends what the user does as inputs; it holds no
/// board logic (no rule, count, date or message is computed here). `worker` is the browser's one
/// connection for all its tabs: a SharedWorker (or, where there is none, a dedicated worker per tab)
/// that holds the event stream, opens a tab on the server for each page and hands each page its outputs.
enum PageScript {
    static let page = #"""
        "use strict";
        // Draws the outputs of this tab's view models and sends the user's inputs, numbered, in order.
        const byID = (id) => document.getElementById(id);
        let tab = null;
        let sequence = 0;
        let waiting = [];
        let anchor = null;
        // Where the focus goes back to when a dialog or menu closes: the control that opened it while it is
        // on the page, else the row it was opened from (by id: a redrawn row is a new element), else the
        // row's neighbour (once it is deleted).
        let home = null;
        const open = { detail: false, moveMenu: false, history: false, confirmation: false };

        function send(name, fields) {
          const input = Object.assign({ name }, fields || {});
          if (tab === null) { waiting.push(input); return; }
          post(tab, input);
        }
        function post(id, input) {
          fetch("/tabs/" + id + "/inputs", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ seq: sequence++, input }),
          }).catch(() => {});
        }
        function node(tag, className, text) {
          const element = document.createElement(tag);
          if (className) element.className = className;
          if (text !== undefined) element.textContent = text;
          return element;
        }
        function button(text, onClick, className) {
          const element = node("button", className, text);
          element.type = "button";
          element.addEventListener("click", onClick);
          return element;
        }

        // The board. Rows already drawn are kept, by id, while what they show is the same: a new board
        // then costs the page a pass over its rows and a few element moves, not a new element per row.
        const board = byID("board");
        let drawn = new Map();
        function drawBoard(document_) {
          const sections = board.querySelectorAll("section.column");
          const next = new Map();
          document_.columns.forEach((column, index) => {
            const section = sections[index];
            section.querySelector(".count").textContent = String(column.count);
            jumpCounts[index].textContent = String(column.count);
            section.querySelector(".empty").hidden = column.count > 0;
            const items = column.rows.map((row) => {
              const key = row.title + "\u0000" + row.bodyPreview.join("\n") + "\u0000" + row.deadline + "\u0000" + row.overdue;
              const kept = drawn.get(row.id);
              const item = kept && kept.key === key ? kept.item : drawRow(row);
              if (item.classList.contains("selected") !== (row.id === document_.selectedID)) item.classList.toggle("selected");
              next.set(row.id, { key, item });
              return item;
            });
            placeRows(section.querySelector(".rows"), items);
          });
          drawn = next;
          byID("undo").disabled = !document_.canUndo;
          byID("redo").disabled = !document_.canRedo;
          const banner = byID("read-only");
          banner.textContent = document_.readOnlyBanner || "";
          banner.hidden = !document_.readOnlyBanner;
          markSoon();
          // A focused row moved or redrawn loses the focus: give it back.
          if (document.activeElement === document.body && !Object.values(open).includes(true)) returnFocus();
        }
        const jumpCounts = document.querySelectorAll("#jump .count");
        // The phone's switcher marks the column under it, as a segmented control marks its chosen segment.
        const jumpLinks = document.querySelectorAll("#jump a");
        let marking = false;
        function markColumn() {
          marking = false;
          // The first column that reaches a little below the switcher.
          const edge = byID("jump").getBoundingClientRect().bottom + 40;
          const sections = [...board.querySelectorAll("section.column")];
          const found = sections.findIndex((section) => section.getBoundingClientRect().bottom > edge);
          const index = found < 0 ? sections.length - 1 : found;
          jumpLinks.forEach((link, at) => link.toggleAttribute("aria-current", at === index));
        }
        function markSoon() { if (!marking) { marking = true; requestAnimationFrame(markColumn); } }
        addEventListener("scroll", markSoon, { passive: true });
        function rowHome(item, opener) {
          const ids = [item, item.nextElementSibling, item.previousElementSibling].filter(Boolean).map((row) => row.dataset.id);
          return { opener: opener && item.contains(opener) ? opener : null, rows: ids };
        }
        function returnFocus() {
          if (!home) return;
          const target = home.opener && home.opener.isConnected ? home.opener
            : home.rows.map((id) => board.querySelector(".row[data-id='" + CSS.escape(id) + "'] .title button")).find(Boolean);
          if (target) target.focus();
        }
        addEventListener("pointerdown", (event) => {
          if (!event.target.closest(".row, dialog, [popover], button")) home = null;
        });
        // Puts `items` into `list` in order, touching only what differs (a moved row is one removal and
        // one insertion); a first board goes in as one fragment.
        function placeRows(list, items) {
          if (list.firstChild === null) {
            const fragment = document.createDocumentFragment();
            for (const item of items) fragment.append(item);
            list.append(fragment);
            return;
          }
          const wanted = new Set(items);
          for (const child of [...list.children]) if (!wanted.has(child)) child.remove();
          let current = list.firstElementChild;
          for (const item of items) {
            if (current === item) { current = current.nextElementSibling; continue; }
            list.insertBefore(item, current);
          }
        }
        function drawRow(row) {
          const item = node("li", "row");
          item.dataset.id = row.id;
          const title = node("h3", "title");
          const opener = node("button", "", row.title);
          opener.type = "button";
          opener.id = "title-" + row.id;
          title.append(opener);
          item.append(title);
          if (row.bodyPreview.length > 0) {
            // A line of the card for each line of the preview, cut at its edge: the browser never wraps
            // one into another's place, so the only "…" after the last line is the view model's.
            const body = node("p", "body");
            for (const line of row.bodyPreview) body.append(node("span", "", line));
            item.append(body);
          }
          if (row.deadline) item.append(node("p", row.overdue ? "deadline overdue" : "deadline", row.deadline));
          const actions = node("div", "actions");
          for (const [action, label] of [["move", board.dataset.move], ["delete", board.dataset.delete]]) {
            const control = node("button", action, label);
            control.type = "button";
            control.dataset.action = action;
            control.setAttribute("aria-describedby", opener.id);
            actions.append(control);
          }
          item.append(actions);
          return item;
        }
        function rowOf(target) {
          const item = target.closest(".row");
          return item ? item.dataset.id : null;
        }
        board.addEventListener("click", (event) => {
          const id = rowOf(event.target);
          if (!id || swiped) return;
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
          if (event.pointerType !== "touch" || !rowOf(event.target)) return;
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

        // The detail sheet.
        const detail = byID("detail");
        const fields = { title: byID("detail-title"), deadline: byID("detail-deadline"), body: byID("detail-body") };
        function setField(field, value, editable) {
          field.readOnly = !editable;
          // What the user is typing stays as typed; the view model's copy catches up.
          if (field.value !== value && !(editable && document.activeElement === field)) field.value = value;
        }
        function drawDetail(sheet) {
          byID("detail-heading").textContent = sheet.heading;
          setField(fields.title, sheet.title, sheet.editable);
          setField(fields.body, sheet.body, sheet.editable);
          const day = /^\d{4}-\d{2}-\d{2}$/.test(sheet.deadline) ? sheet.deadline : "";
          setField(fields.deadline, day, sheet.editable);
          fields.deadline.disabled = !sheet.editable;
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
          drawBoard(document_);
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
          switch (output.kind) {
            case "board": paint(output.board); break;
            case "boardPatch": {
              // The server's splices, put into the board last drawn: the page still decides nothing.
              const patch = output.patch;
              patch.columns.forEach((splice, index) => {
                const column = shown.columns[index];
                column.rows.splice(splice.start, splice.removed, ...splice.rows);
                column.count = splice.count;
              });
              shown.canUndo = patch.canUndo;
              shown.canRedo = patch.canRedo;
              shown.readOnlyBanner = patch.readOnlyBanner;
              shown.selectedID = patch.selectedID;
              drawBoard(shown);
              break;
            }
            case "detail": drawDetail(output.detail); break;
            case "moveMenu": drawMoveMenu(output); break;
            case "history": drawHistory(output); break;
            case "confirmation": drawConfirmation(output); break;
            case "closed": hide(output.screen); returnFocus(); break;
            case "alert":
              byID("alert-title").textContent = output.title;
              byID("alert-message").textContent = output.message;
              if (!alert_.open) alert_.showModal();
              byID("alert-ok").focus();
              break;
          }
        }

        // The connection: one worker per browser holds the stream; it names this page's tab. While there
        // is none (the server stopped, or its secret changed), the page says so and its controls rest.
        const connection = byID("connection");
        function setControls(enabled) {
          for (const part of [byID("bar").querySelector("nav"), board]) part.inert = !enabled;
          document.body.classList.toggle("offline", !enabled);
        }
        let attempts = 0;
        function connect() {
          const url = "/board-worker.js" + (attempts > 0 ? "?attempt=" + attempts : "");
          let worker;
          if (typeof SharedWorker === "function") {
            worker = new SharedWorker(url, { name: "board" + (attempts > 0 ? "-" + attempts : "") });
            worker.port.start();
          } else {
            worker = new Worker(url);
          }
          const port = worker.port || worker;
          // The worker's script did not come (a busy server): say so, and ask again later.
          worker.addEventListener("error", () => {
            if (tab !== null) return;
            connection.textContent = connection.dataset.unreachable;
            connection.hidden = false;
            attempts += 1;
            setTimeout(connect, Math.min(250 * 2 ** attempts, 4000));
          });
          port.onmessage = (event) => {
            const message = event.data;
            if (message.type === "tab") {
              // A new tab on the server (the first, or after the server came back): start it afresh.
              tab = message.id;
              sequence = 0;
              for (const screen of Object.keys(open)) if (open[screen]) hide(screen);
              connection.hidden = true;
              setControls(true);
              post(tab, { name: "appear" });
              for (const input of waiting) post(tab, input);
              waiting = [];
            } else if (message.type === "output") {
              receive(message.output);
            } else if (message.type === "offline" || message.type === "forbidden") {
              tab = null;
              waiting = [];
              for (const screen of Object.keys(open)) if (open[screen]) hide(screen);
              connection.textContent = message.type === "forbidden" ? connection.dataset.forbidden : connection.dataset.disconnected;
              connection.hidden = false;
              setControls(false);
            }
          };
          port.postMessage({ type: "open", language: document.documentElement.lang });
          addEventListener("pagehide", () => port.postMessage({ type: "close" }));
        }
        // The board as the page was served, drawn at once; the tab's own boards follow on the stream,
        // which opens once that first board is on the screen, so as not to hold it up.
        // A page hidden meanwhile paints nothing, so it connects as soon as it is hidden.
        let connected = false;
        function connectOnce() { if (!connected) { connected = true; connect(); } }
        const first = byID("first-board");
        if (first && !document.hidden) {
          addEventListener("visibilitychange", connectOnce, { once: true });
          paint(JSON.parse(first.textContent), connectOnce);
        } else {
          if (first) paint(JSON.parse(first.textContent));
          connectOnce();
        }
        """#

    static let worker = #"""
        "use strict";
        // One event stream for all of this browser's tabs of the board (a browser opens six connections
        // at most to a server). Opens a tab on the server for each page and hands each page its outputs.
        const clients = new Set();
        const byTab = new Map();
        const channel = crypto.randomUUID();
        const json = { "Content-Type": "application/json" };
        let source = null;
        // What the pages were last told while there is no stream: "offline", "forbidden", or null.
        let down = null;
        let live = false;
        let retries = 0;

        function tell(state) {
          if (down === state) return;
          down = state;
          for (const client of clients) client.port.postMessage({ type: state });
        }
        // A tab the server could not open (busy, or restarting) is asked for again while the stream is up,
        // one request at a time, so a page never waits for a tab nobody will open.
        async function openTab(client, attempt = 0) {
          if (client.opening) return;
          client.opening = true;
          client.tab = null;
          let opened = false;
          try {
            const response = await fetch("/tabs", { method: "POST", headers: json,
              body: JSON.stringify({ channel, language: client.language }) });
            if (response.ok) {
              const { tab } = await response.json();
              opened = true;
              if (!clients.has(client)) {
                closeTab(tab);
              } else {
                client.tab = tab;
                byTab.set(tab, client);
                client.port.postMessage({ type: "tab", id: tab });
              }
            }
          } catch (error) {}
          client.opening = false;
          if (!opened && live && clients.has(client)) {
            setTimeout(() => { if (live && client.tab === null) openTab(client, attempt + 1); }, Math.min(250 * 2 ** attempt, 3000));
          }
        }
        function closeTab(tab) {
          fetch("/tabs/" + tab + "/close", { method: "POST", headers: json, body: "{}" }).catch(() => {});
        }
        function openStream() {
          source = new EventSource("/events?channel=" + channel);
          source.addEventListener("hello", () => {
            // A new stream: the server has no tab of ours (yet, or any more).
            down = null;
            live = true;
            retries = 0;
            byTab.clear();
            for (const client of clients) openTab(client);
          });
          source.addEventListener("output", (event) => {
            const output = JSON.parse(event.data);
            const client = byTab.get(output.tab);
            if (client) client.port.postMessage({ type: "output", output });
          });
          source.addEventListener("error", () => {
            // Closed here and opened again on this schedule: a browser gives up for good on an answer
            // that is not a stream (a 403 once the secret changed, a 503), and a restarted server, or a
            // cookie renewed in another tab, is worth asking again.
            source.close();
            source = null;
            live = false;
            if (down !== "forbidden") tell("offline");
            retries += 1;
            setTimeout(reopen, Math.min(500 * retries, 3000));
          });
        }
        async function reopen() {
          try {
            const answer = await fetch("/", { method: "HEAD", cache: "no-store" });
            tell(answer.status === 403 ? "forbidden" : "offline");
          } catch (error) {
            tell("offline");
          }
          if (clients.size > 0 && !source) openStream();
        }
        function attach(port) {
          const client = { port, language: "en", tab: null };
          port.onmessage = (event) => {
            const message = event.data;
            if (message.type === "open") {
              client.language = message.language;
              clients.add(client);
              if (down) port.postMessage({ type: down });
              if (!source) openStream();
              else if (live) openTab(client);
            } else if (message.type === "close") {
              clients.delete(client);
              if (client.tab) { byTab.delete(client.tab); closeTab(client.tab); }
            }
          };
        }
        if ("onconnect" in self) {
          self.onconnect = (event) => { const port = event.ports[0]; attach(port); port.start(); };
        } else {
          attach(self);
        }
        """#
}
