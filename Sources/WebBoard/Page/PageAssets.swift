import Presentation

/// The page, its style sheet and its script, built into the binary: the page loads nothing from elsewhere,
/// and the Content-Security-Policy (no inline script, everything from this server) holds for all of it.
///
/// The columns are in the HTML from the start, as landmarks named `TODO`, `DOING`, `DONE`; the script
/// fills them from each `board` event with `createElement` and `textContent` only, so a title can never
/// become markup.
enum PageAssets {
    /// The page, in `language`.
    static func html(language: Language) -> String {
        let columns = ProjectState.allCases.map { state in
            """
                <section class="column" aria-label="\(state.title)">
                  <h2>\(state.title) <span class="count">0</span></h2>
                  <ol class="rows"></ol>
                </section>
            """
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Project Manager</title>
            <link rel="stylesheet" href="/board.css">
            <script src="/board.js" defer></script>
            </head>
            <body>
            <p id="read-only" role="status" hidden></p>
            <main id="board">
            \(columns)
            </main>
            </body>
            </html>

            """
    }

    static let css = """
        :root { color-scheme: light dark; font: 15px/1.4 system-ui, sans-serif; }
        body { margin: 0; padding: 12px; }
        #read-only { margin: 0 0 12px; padding: 8px 12px; border-radius: 6px; background: #fff3cd; color: #5c4400; }
        #board { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
        .column { min-width: 0; padding: 8px; border-radius: 8px; background: rgba(127, 127, 127, 0.12); }
        .column h2 { margin: 4px 4px 8px; font-size: 1rem; letter-spacing: 0.05em; }
        .count { display: inline-block; min-width: 1.5em; padding: 0 6px; border-radius: 10px; text-align: center;
                 background: rgba(127, 127, 127, 0.3); font-weight: normal; }
        .rows { list-style: none; margin: 0; padding: 0; }
        .row { margin: 0 0 8px; padding: 8px 10px; border-radius: 6px; background: Canvas; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2); }
        .title { margin: 0; font-size: 1rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .body { margin: 4px 0 0; white-space: pre-line; overflow: hidden; display: -webkit-box;
                -webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3; opacity: 0.8; }
        .deadline { margin: 4px 0 0; font-size: 0.9em; }
        .deadline.overdue { color: rgb(204, 0, 0); font-weight: 600; }
        @media (max-width: 600px) { #board { grid-template-columns: 1fr; } }
        """

    static let javaScript = """
        "use strict";
        // Renders each board the server publishes; no board logic lives here.
        function element(tag, className, text) {
          const node = document.createElement(tag);
          node.className = className;
          node.textContent = text;
          return node;
        }
        function render(board) {
          const sections = document.querySelectorAll("#board > section");
          board.columns.forEach((column, index) => {
            const section = sections[index];
            section.querySelector(".count").textContent = String(column.count);
            section.querySelector(".rows").replaceChildren(...column.rows.map((row) => {
              const item = element("li", "row", "");
              item.dataset.id = row.id;
              item.append(element("h3", "title", row.title));
              if (row.bodyPreview.length > 0) item.append(element("p", "body", row.bodyPreview.join("\\n")));
              if (row.deadline) item.append(element("p", row.overdue ? "deadline overdue" : "deadline", row.deadline));
              return item;
            }));
          });
          const banner = document.getElementById("read-only");
          banner.textContent = board.readOnlyReason || "";
          banner.hidden = !board.readOnlyReason;
        }
        new EventSource("/events").addEventListener("board", (event) => render(JSON.parse(event.data)));
        """
}
