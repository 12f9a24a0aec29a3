/// The part of the page's script that connects it to the server through the worker (see ``PageScript``).
extension PageScript {
    /// The connection: the worker that names this page's tab, its loss and return, and the first paint.
    static let connection = #"""
        // The connection: one worker per browser holds the stream; it names this page's tab. While there
        // is none (the server stopped, or its secret changed), the page says so and its controls rest.
        const connection = byID("connection");
        let resting = false;
        function setControls(enabled) {
          resting = !enabled;
          board.inert = !enabled;
          sharedBanner.inert = !enabled;
          document.body.classList.toggle("offline", !enabled);
          drawControls();
        }
        // The bar's buttons show themselves why they rest: disabled, described by the line that says why
        // (no connection, or a store that cannot be changed; History only reads, so it rests offline only).
        function drawControls() {
          const locked = shown !== null && Boolean(shown.readOnlyBanner);
          const reason = resting ? "connection" : locked ? "read-only" : null;
          for (const control of byID("bar").querySelectorAll("nav button")) {
            const rests = resting || (locked && control.id !== "show-history");
            const disabled = rests || (control.id === "undo" && !(shown && shown.canUndo)) || (control.id === "redo" && !(shown && shown.canRedo));
            if (control.disabled !== disabled) control.disabled = disabled;
            const described = rests && reason ? reason : null;
            if (control.getAttribute("aria-describedby") !== described) {
              if (described) control.setAttribute("aria-describedby", described); else control.removeAttribute("aria-describedby");
            }
          }
        }
        let attempts = 0;
        let restart = () => {};
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
          posting = (message) => port.postMessage(message);
          // The worker's script did not come (a busy server), or the worker neither started nor failed
          // within ten seconds (Chromium has lost a script's failure so): say so, rest the controls (an
          // input kept until the board comes back would act on a board the user no longer sees), and ask
          // again later. A worker given up on is never opened, so one that starts late stays idle.
          let attached = false, givenUp = false;
          function unreachable() {
            if (attached || givenUp || tab !== null) return;
            givenUp = true;
            clearTimeout(watchdog);
            waiting = [];
            connection.textContent = connection.dataset.unreachable;
            connection.hidden = false;
            setControls(false);
            attempts += 1;
            setTimeout(connect, Math.min(250 * 2 ** attempts, 4000));
          }
          const watchdog = setTimeout(unreachable, 10000);
          worker.addEventListener("error", unreachable);
          port.onmessage = (event) => {
            const message = event.data;
            if (givenUp) return;
            if (message.type === "attached") {
              attached = true;
              clearTimeout(watchdog);
              port.postMessage({ type: "open", language: document.documentElement.lang, secret: secret() });
            } else if (message.type === "tab") {
              // A new tab on the server (the first, or after the server came back): start it afresh.
              tab = message.id;
              sequence = 0;
              for (const screen of Object.keys(open)) if (open[screen]) hide(screen);
              connection.hidden = true;
              setControls(true);
              waiting.unshift({ appear: {} });
              // A new tab shows every project: the filter the field still holds goes with it.
              if (filterField.value !== "") waiting.splice(1, 0, { filter: { text: filterField.value } });
              flush();
            } else if (message.type === "output") {
              receive(message.output);
            } else if (message.type === "folded") {
              foldedArrive(message.texts);
            } else if (message.type === "posted") {
              answered(message.id, message.status);
            } else if (message.type === "offline" || message.type === "forbidden") {
              tab = null;
              waiting = [];
              for (const screen of Object.keys(open)) if (open[screen]) hide(screen);
              connection.textContent = message.type === "offline" ? connection.dataset.disconnected
                : secret() ? connection.dataset.forbidden : connection.dataset.private;
              connection.hidden = false;
              setControls(false);
            }
          };
          // An input refused: a new tab on the server, unless the secret was (the worker finds that out too).
          restart = (status) => { if (status !== 403) port.postMessage({ type: "reopen" }); };
          addEventListener("pagehide", () => port.postMessage({ type: "close" }));
        }
        // The board as it is now, drawn at once; the tab's own boards follow on the stream, which opens
        // once that first board is on the screen, so as not to hold it up. A page hidden meanwhile paints
        // nothing, so it connects as soon as it is hidden. Without the secret, the page says what to open.
        let connected = false;
        function connectOnce() { if (!connected) { connected = true; connect(); } }
        fetch("/board?lang=" + document.documentElement.lang, { headers: authorized({}), cache: "no-store" }).then(async (answer) => {
          if (answer.status === 403) {
            connection.textContent = secret() ? connection.dataset.forbidden : connection.dataset.private;
            connection.hidden = false;
            setControls(false);
          }
          if (!answer.ok) return connectOnce();
          const first = await answer.json();
          if (document.hidden) {
            paint(first);
            connectOnce();
          } else {
            addEventListener("visibilitychange", connectOnce, { once: true });
            paint(first, connectOnce);
          }
        }).catch(connectOnce);
        """#
}
