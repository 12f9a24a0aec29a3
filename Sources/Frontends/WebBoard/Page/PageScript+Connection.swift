/// The part of the page's script that connects it to the server through the worker (see ``PageScript``).
extension PageScript {
    /// The connection: the worker that names this page's tab, its loss and return, and the first paint.
    static let connection = #"""
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
          // The worker's script did not come (a busy server): say so, rest the controls (an input kept
          // until the board comes back would act on a board the user no longer sees), and ask again later.
          worker.addEventListener("error", () => {
            if (tab !== null) return;
            waiting = [];
            connection.textContent = connection.dataset.unreachable;
            connection.hidden = false;
            setControls(false);
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
              post(tab, { appear: {} });
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
}
