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
        // The secret the pages keep in their origin's storage (the latest a page sent): in a header on
        // every request, the stream's too (a fetch: an EventSource cannot send a header).
        let secret = "";
        const json = () => ({ "Content-Type": "application/json", Authorization: "Bearer " + secret });
        // The stream's request while there is one (aborted to replace it).
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
            const response = await fetch("/tabs", { method: "POST", headers: json(), signal: AbortSignal.timeout(10000),
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
          fetch("/tabs/" + tab + "/close", { method: "POST", headers: json(), body: "{}" }).catch(() => {});
        }
        // The one reopening waiting to run, if any: a page that opens the stream first cancels it.
        let reopening = null;
        async function openStream() {
          clearTimeout(reopening);
          reopening = null;
          if (source) source.abort();
          const request = new AbortController();
          source = request;
          let state = "offline";
          try {
            const answer = await fetch("/events?channel=" + channel, { headers: json(), cache: "no-store", signal: request.signal });
            if (answer.status === 403) state = "forbidden";
            if (answer.ok) await read(answer.body);
          } catch (error) {}
          if (source !== request) return;
          // Ended or refused: said, then asked again on this schedule (a restarted server, or a secret
          // renewed in another tab, is worth asking again).
          source = null;
          live = false;
          tell(state);
          retries += 1;
          reopening = setTimeout(() => { if (clients.size > 0) openStream(); }, Math.min(500 * retries, 3000));
        }
        // The stream's events, as the server writes them: `event:` and `data:` lines, then a blank line.
        async function read(body) {
          const reader = body.pipeThrough(new TextDecoderStream()).getReader();
          let text = "", scanned = 0;
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            text += value;
            // A board of thousands of rows comes in many pieces: each is searched once.
            for (let end = text.indexOf("\n\n", scanned); end >= 0; end = text.indexOf("\n\n"), scanned = 0) {
              let name = "", data = [];
              for (const line of text.slice(0, end).split("\n")) {
                if (line.startsWith("event: ")) name = line.slice(7);
                else if (line.startsWith("data: ")) data.push(line.slice(6));
              }
              text = text.slice(end + 2);
              if (name === "hello") hello();
              else if (name === "output") deliver(JSON.parse(data.join("\n")));
            }
            scanned = Math.max(0, text.length - 1);
          }
        }
        // A new stream: the server has no tab of ours (yet, or any more).
        function hello() {
          down = null;
          live = true;
          retries = 0;
          generation += 1;
          byTab.clear();
          for (const client of clients) openTab(client);
        }
        // A board's or patch's rows are folded here as the filter searches them (the page's `foldedText`),
        // once it is sent: the page's main thread, where a keystroke waits for its frame, need not fold
        // them, and the board does not wait for the folding.
        \#(folding)
        function deliver(output) {
          const client = byTab.get(output.tab);
          if (!client) return;
          client.port.postMessage({ type: "output", output });
          const columns = output.kind === "board" ? output.board.columns : output.kind === "boardPatch" ? output.patch.columns : null;
          if (columns) client.port.postMessage({ type: "folded", texts: columns.map((column) => column.rows.map(rowText)) });
        }
        function attach(port) {
          const client = { port, language: "en", tab: null };
          port.onmessage = (event) => {
            const message = event.data;
            if (message.type === "open") {
              client.language = message.language;
              clients.add(client);
              // A new secret (opened from the printed address in this tab) is tried at once.
              const renewed = message.secret && message.secret !== secret;
              if (message.secret) secret = message.secret;
              if (down) port.postMessage({ type: down });
              if (!source || (renewed && !live)) openStream();
              else if (live) openTab(client);
            } else if (message.type === "reopen") {
              if (client.tab) { byTab.delete(client.tab); closeTab(client.tab); }
              if (live) openTab(client);
            } else if (message.type === "post") {
              // An input of the page's, sent for it: its status goes back (0 when there is none).
              fetch(message.url, { method: "POST", body: message.body, signal: AbortSignal.timeout(15000),
                                   headers: { "Content-Type": "application/json", Authorization: message.authorization } })
                .then((answer) => answer.status, () => 0).then((status) => port.postMessage({ type: "posted", id: message.id, status }));
            } else if (message.type === "close") {
              clients.delete(client);
              if (client.tab) { byTab.delete(client.tab); closeTab(client.tab); }
            }
          };
          // The page waits to hear that this script runs before it opens its tab.
          port.postMessage({ type: "attached" });
        }
        if ("onconnect" in self) {
          self.onconnect = (event) => { const port = event.ports[0]; attach(port); port.start(); };
        } else {
          attach(self);
        }
        """#
}
