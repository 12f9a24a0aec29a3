/// The page's two scripts, built into the binary.
///
/// `page` draws what the tab's view models publish and sends what the user does as inputs; it holds no
/// board logic (no rule, count, date or message is computed here). `worker` is the browser's one
/// connection for all its tabs: a SharedWorker (or, where there is none, a dedicated worker per tab)
/// that holds the event stream, opens a tab on the server for each page and hands each page its outputs.
///
/// The page's script is written in parts, one concern each, joined in this order into one script: what
/// every part uses (here), the board and its rows (``board``), a row's card (``card``), the rows each column draws near the
/// viewport (``window``), the board's patches (``patch``), the sheets and menus over it (``screens``), a
/// shared board's banner and conflicts (``sharedBoard``), the filter (``filter``), the keys and dragging
/// cards (``moves``), and the connection to the worker (``connection``).
enum PageScript {
    /// The page's script: its parts, joined.
    static let page = [core, board, card, window, patch, screens, sharedBoard, filter, moves, connection].joined(separator: "\n")

    /// Sending inputs, numbered, and making elements: what the other parts use.
    static let core = #"""
        "use strict";
        // Draws the outputs of this tab's view models and sends the user's inputs, numbered, in order.
        const byID = (id) => document.getElementById(id);
        let tab = null;
        let sequence = 0;
        // Inputs not yet sent, in order.
        let waiting = [];
        let anchor = null;
        // Where the focus goes back to when a dialog or menu closes: the control that opened it while it is
        // on the page, else the row it was opened from (by id: a redrawn row is a new element), else the
        // row's neighbour (once it is deleted).
        let home = null;
        const open = { detail: false, moveMenu: false, history: false, confirmation: false };
        // The secret lives in this origin's storage, which no page of another port can read (a cookie would
        // go to every port of the host), and goes in a header with every request. The printed address hands
        // it over once: kept, then struck from the page, the address bar and the history.
        let kept = document.body.dataset.secret || "";
        if (kept) {
          try { localStorage.setItem("project-manager-secret", kept); } catch (error) {}
          delete document.body.dataset.secret;
          const language = new URLSearchParams(location.search).get("lang");
          window.history.replaceState(null, "", language === document.documentElement.lang ? "/?lang=" + language : "/");
        }
        function secret() {
          try { return localStorage.getItem("project-manager-secret") || kept; } catch (error) { return kept; }
        }
        function authorized(headers) { return { ...headers, Authorization: "Bearer " + secret() }; }

        // Inputs go out one at a time, each once the one before is answered: a tab holds one connection for
        // them, however fast its user is, and its numbers reach the server in order. An input too large for
        // the server is not sent; one the server refuses (or that goes unanswered) leaves this tab's numbers
        // out of step with the server's, so the tab starts afresh.
        const bodyLimit = Number(document.body.dataset.bodyLimit);
        let sending = false;
        // The size of `text` in UTF-8, counted only when it could be too large (at most three bytes a unit).
        const bytes = (text) => text.length * 3 <= bodyLimit ? text.length : new TextEncoder().encode(text).length;
        function send(name, fields) {
          const input = { [name]: fields || {} };
          if (bytes(JSON.stringify({ seq: sequence + waiting.length, input })) > bodyLimit) return tooLarge();
          // A filter typed while the one before is on its way replaces the one still waiting: only the
          // latest text matters, and a fast typist leaves at most one behind the one in flight.
          const last = waiting[waiting.length - 1];
          if (name === "filter" && last && last.filter) last.filter = input.filter;
          else waiting.push(input);
          flush();
        }
        function flush() {
          if (tab === null || sending || waiting.length === 0) return;
          const id = tab, input = waiting.shift();
          sending = true;
          post("/tabs/" + id + "/inputs", JSON.stringify({ seq: sequence++, input })).then((status) => {
            sending = false;
            if (id === tab && status !== 204) {
              if (status === 413) tooLarge();
              tab = null;
              waiting = [];
              restart(status);
            }
            flush();
          });
        }
        // The worker makes the request and answers with its status (0: none): a request costs the page's
        // main thread, where a keystroke waits for its frame, a message to the worker alone. An answer
        // that does not come (a worker gone) counts as none.
        let posting = null;
        const answers = new Map();
        let asked = 0;
        function post(url, body) {
          const id = ++asked;
          return new Promise((resolve) => {
            const timer = setTimeout(() => answered(id, 0), 16000);
            answers.set(id, (status) => { clearTimeout(timer); resolve(status); });
            posting({ type: "post", id, url, body, authorization: authorized({}).Authorization });
          });
        }
        function answered(id, status) {
          const answer = answers.get(id);
          answers.delete(id);
          if (answer) answer(status);
        }
        // Says in the open sheet why what was typed was not sent.
        function tooLarge() {
          const refused = byID("detail-refused");
          refused.textContent = refused.dataset.text;
          refused.hidden = false;
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
        """#
}
