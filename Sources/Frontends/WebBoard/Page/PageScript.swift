/// The page's two scripts, built into the binary.
///
/// `page` draws what the tab's view models publish and sends what the user does as inputs; it holds no
/// board logic (no rule, count, date or message is computed here). `worker` is the browser's one
/// connection for all its tabs: a SharedWorker (or, where there is none, a dedicated worker per tab)
/// that holds the event stream, opens a tab on the server for each page and hands each page its outputs.
///
/// The page's script is written in four parts, one concern each, joined in this order into one script:
/// what every part uses (here), the board and its rows (``board``), the sheets and menus over it
/// (``screens``), and the connection to the worker (``connection``).
enum PageScript {
    /// The page's script: its parts, joined.
    static let page = [core, board, screens, connection].joined(separator: "\n")

    /// Sending inputs, numbered, and making elements: what the other parts use.
    static let core = #"""
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
          const input = { [name]: fields || {} };
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
        """#
}
