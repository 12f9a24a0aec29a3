/// The browser's one connection for all its tabs, a SharedWorker (or a dedicated worker per tab where there is none).
extension PageScript {
    /// The worker's script: one event stream for all of a browser's tabs (see ``PageScript``).
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
        // A tab the server could not open (busy, or restarting) is asked for again while the stream is up.
        // Each stream has its generation: a tab that comes back for an earlier stream is closed, not given
        // out, and a request that hangs is given up after ten seconds, so a page never waits for nothing.
        let generation = 0;
        async function openTab(client, attempt = 0) {
          const mine = generation;
          client.tab = null;
          let tab = null;
          try {
            const response = await fetch("/tabs", { method: "POST", headers: json, signal: AbortSignal.timeout(10000),
              body: JSON.stringify({ channel, language: client.language }) });
            if (response.ok) tab = (await response.json()).tab;
          } catch (error) {}
          if (mine !== generation || !clients.has(client)) {
            if (tab !== null) closeTab(tab);
          } else if (tab !== null) {
            client.tab = tab;
            byTab.set(tab, client);
            client.port.postMessage({ type: "tab", id: tab });
          } else if (live) {
            setTimeout(() => { if (mine === generation && live && client.tab === null) openTab(client, attempt + 1); },
                       Math.min(250 * 2 ** attempt, 3000));
          }
        }
        function closeTab(tab) {
          fetch("/tabs/" + tab + "/close", { method: "POST", headers: json, body: "{}" }).catch(() => {});
        }
        // The one reopening waiting to run, if any: a page that opens the stream first cancels it.
        let reopening = null;
        function openStream() {
          clearTimeout(reopening);
          reopening = null;
          source = new EventSource("/events?channel=" + channel);
          source.addEventListener("hello", () => {
            // A new stream: the server has no tab of ours (yet, or any more).
            down = null;
            live = true;
            retries = 0;
            generation += 1;
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
            reopening = setTimeout(reopen, Math.min(500 * retries, 3000));
          });
        }
        // Says why there is no stream, then opens one; unless a page opened one meanwhile (its cookie
        // renewed in another tab, say): a "forbidden" or "offline" told after that stream's hello would
        // leave every page resting on a stream that works.
        async function reopen() {
          reopening = null;
          let state = "offline";
          try {
            const answer = await fetch("/", { method: "HEAD", cache: "no-store" });
            if (answer.status === 403) state = "forbidden";
          } catch (error) {}
          if (source) return;
          tell(state);
          if (clients.size > 0) openStream();
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
