import Foundation
import Presentation

/// The page and its style sheet, built into the binary: the page loads nothing from elsewhere, and the
/// Content-Security-Policy (no inline script or style, everything from this server) holds for all of it.
///
/// The fixed parts (columns, buttons, the empty dialogs and popovers) are here with their labels in the
/// page's language; the script (``PageScript``) fills them from the view models' outputs with
/// `createElement` and `textContent` only, so a title can never become markup.
enum PageAssets {
    /// The page, in `language`, carrying `board` (a ``BoardDocument``'s ``boardData(_:)`` block), which the
    /// script draws before its tab's stream is up. Its one inline script, ``PageLoader``, runs by `nonce`; the
    /// board stays hidden until the script draws it, so a page whose script has not come shows no empty board.
    static func html(language: Language, nonce: String, board: String? = nil) -> String {
        let label = PageLabels(localizer: Localizer(language: language))
        func text(_ value: String) -> String { escaped(value) }
        let columns = ProjectState.allCases.map { state in
            """
                <section class="column" aria-label="\(state.title)">
                  <h2 id="column-\(state.rawValue)">\(state.title) <span class="count">0</span></h2>
                  <p class="empty" hidden>\(text(label.emptyColumn))</p>
                  <ol class="rows"></ol>
                </section>
            """
        }.joined(separator: "\n")
        // On a phone the columns stand one under another: a segmented control jumps to each.
        let jumps = ProjectState.allCases.map { state in
            "<a href=\"#column-\(state.rawValue)\">\(state.title) <span class=\"count\">0</span></a>"
        }.joined(separator: "\n  ")
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(text(label.pageTitle))</title>
            <link rel="icon" href="/favicon.svg" type="image/svg+xml">
            <script nonce="\(nonce)">\(PageLoader.script)</script>
            <link rel="stylesheet" href="/board.css">
            <script src="/board.js" defer></script>
            \(board ?? "")
            </head>
            <body>
            <header id="bar">
              <h1>\(text(label.pageTitle))</h1>
              <nav aria-label="\(text(label.board))">
                <button type="button" id="new-project" class="primary">\(text(label.newProject))</button>
                <button type="button" id="undo" disabled>\(text(label.undo))</button>
                <button type="button" id="redo" disabled>\(text(label.redo))</button>
                <button type="button" id="show-history" aria-haspopup="dialog">\(text(label.history))</button>
              </nav>
            </header>
            <nav id="jump" aria-label="\(text(label.columns))">
              \(jumps)
            </nav>
            <p id="read-only" role="status" hidden></p>
            <p id="connection" role="status" data-connecting="\(text(label.connecting))" data-disconnected="\(text(label.disconnected))"
               data-unreachable="\(text(label.unreachable))" data-forbidden="\(text(label.newSecret))">\(text(label.connecting))</p>
            <main id="board" hidden data-move="\(text(label.move))" data-delete="\(text(label.delete))">
            \(columns)
            </main>
            <dialog id="detail" aria-labelledby="detail-heading">
              <h2 id="detail-heading"></h2>
              <label for="detail-title">\(text(label.titleField))</label>
              <input id="detail-title" type="text" autocomplete="off" aria-describedby="detail-messages">
              <label for="detail-deadline">\(text(label.deadlineField))</label>
              <div class="deadline-row">
                <input id="detail-deadline" type="date" aria-describedby="detail-day">
                <button type="button" id="detail-today">\(text(label.today))</button>
                <span id="detail-day"></span>
              </div>
              <label for="detail-body">\(text(label.bodyField))</label>
              <textarea id="detail-body" rows="6" aria-describedby="detail-counter"></textarea>
              <p id="detail-counter" aria-live="polite"></p>
              <div role="alert"><ul id="detail-messages"></ul></div>
              <div class="buttons">
                <button type="button" id="detail-leading"></button>
                <button type="button" id="detail-trailing" class="primary"></button>
              </div>
            </dialog>
            <div id="move-menu" popover="manual" role="dialog" aria-labelledby="move-heading">
              <h2 id="move-heading"></h2>
              <ul id="move-options"></ul>
              <button type="button" id="move-cancel">\(text(label.cancel))</button>
            </div>
            <div id="history" popover role="dialog" aria-labelledby="history-heading">
              <h2 id="history-heading"></h2>
              <p id="history-empty" hidden></p>
              <ol id="history-lines" tabindex="0" aria-labelledby="history-heading"></ol>
              <button type="button" id="history-close">\(text(label.close))</button>
            </div>
            <dialog id="confirmation" aria-labelledby="confirmation-question">
              <p id="confirmation-question"></p>
              <div class="buttons">
                <button type="button" id="confirmation-cancel"></button>
                <button type="button" id="confirmation-delete" class="danger"></button>
              </div>
            </dialog>
            <dialog id="alert" role="alertdialog" aria-labelledby="alert-title" aria-describedby="alert-message">
              <h2 id="alert-title"></h2>
              <p id="alert-message"></p>
              <div class="buttons"><button type="button" id="alert-ok" class="primary">\(text(label.ok))</button></div>
            </dialog>
            </body>
            </html>

            """
    }

    /// A board's JSON as the page's data block (`type="application/json"`: never run, so the
    /// Content-Security-Policy allows it). A `<` only ever stands in a JSON string, where `\u003c` means
    /// the same, so no text can close it. Made byte by byte: the board of a thousand projects is a few
    /// hundred kilobytes.
    static func boardData(_ json: String) -> String {
        var bytes = Array(#"<script type="application/json" id="first-board">"#.utf8)
        bytes.reserveCapacity(json.utf8.count + 128)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { bytes += #"\u003c"#.utf8 } else { bytes.append(byte) }
        }
        bytes += "</script>".utf8
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` safe inside an element or a quoted attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The tab's icon: the board's three columns.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0a66d8"/>\
        <rect x="5" y="7" width="6" height="18" rx="1.5" fill="#fff"/><rect x="13" y="7" width="6" height="12" rx="1.5" fill="#fff"/>\
        <rect x="21" y="7" width="6" height="7" rx="1.5" fill="#fff"/></svg>

        """

    /// The look of an iPad kanban board: grey columns of white cards (title, a three-line preview, the
    /// date), light or dark as the system is, every text at a contrast of 4.5:1 or more on its background.
    static let css = """
        :root { color-scheme: light dark; font: 15px/1.4 system-ui, sans-serif;
                --page: #f2f2f7; --column: #e3e3e8; --card: #fff; --text: #1c1c1e; --muted: #55555a; --button: #fff;
                --accent: #0a66d8; --ring: #0a66d8; --danger: #c62828; --alert: #cc0000; --pill: #1c1c1e; --on-pill: #fff; }
        @media (prefers-color-scheme: dark) {
          :root { --page: #121212; --column: #1c1c1e; --card: #2a2a2d; --text: #f2f2f7; --muted: #b4b4bb; --button: #3a3a3d;
                  --ring: #6aa8ff; --alert: #ff7b72; --pill: #f2f2f7; --on-pill: #1c1c1e; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 0 12px 12px; background: var(--page); color: var(--text);
               word-break: keep-all; overflow-wrap: anywhere; }
        #bar { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
               padding: 10px 0; background: var(--page); }
        #bar h1 { margin: 0 auto 0 0; font-size: 1.2rem; }
        #bar nav { display: flex; flex-wrap: wrap; gap: 6px; }
        button { font: inherit; min-height: 36px; padding: 4px 12px; border-radius: 8px; border: 1px solid rgba(127, 127, 127, 0.5);
                 background: var(--button); color: var(--text); cursor: pointer; }
        button:disabled { opacity: 0.45; cursor: default; }
        button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
        button.danger { background: var(--danger); border-color: var(--danger); color: #fff; }
        /* A date field's focus is on its day, month or year inside: the ring goes round the whole field. */
        :focus-visible, input[type=date]:focus-within { outline: 3px solid var(--ring); outline-offset: 2px; }
        #read-only { margin: 0 0 12px; padding: 8px 12px; border-radius: 6px; background: #fff3cd; color: #5c4400; }
        #connection { margin: 0 0 12px; font-size: 0.9em; color: var(--muted); }
        #jump { display: none; }
        #board { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
        .column { min-width: 0; padding: 8px; border-radius: 12px; background: var(--column); }
        .column h2 { margin: 4px 4px 8px; font-size: 1.1rem; letter-spacing: 0.02em; scroll-margin-top: 72px; }
        .count { display: inline-block; min-width: 1.6em; padding: 0 6px; border-radius: 10px; text-align: center;
                 background: var(--pill); color: var(--on-pill); font-size: 0.85em; font-weight: 600; }
        .empty { margin: 8px 4px; color: var(--muted); }
        .rows { list-style: none; margin: 0; padding: 0; }
        .row { position: relative; margin: 0 0 8px; padding: 10px 12px; border-radius: 10px; background: var(--card);
               box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2); cursor: pointer; touch-action: pan-y; user-select: none;
               -webkit-touch-callout: none; transition: transform 0.15s; content-visibility: auto; contain-intrinsic-size: auto 110px; }
        .row.selected { box-shadow: 0 0 0 2px var(--accent); }
        .row.swiping { transition: none; }
        .title { margin: 0; font-size: 1rem; }
        .title button { all: unset; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
                        overflow: hidden; cursor: pointer; border-radius: 4px; font-weight: 600; }
        .title button:focus-visible { outline: 3px solid var(--ring); outline-offset: 2px; }
        .body { margin: 4px 0 0; color: var(--muted); }
        .body span { display: block; min-height: 1.4em; white-space: pre; overflow: hidden; text-overflow: ellipsis; }
        .deadline { margin: 6px 0 0; font-size: 0.9em; }
        .deadline.overdue { color: var(--alert); font-weight: 600; }
        /* Move and Delete show on hover and on focus (hidden, they let a tap through to the card); on touch
           a long press and a swipe do the same. */
        .actions { position: absolute; top: 6px; right: 6px; display: flex; gap: 4px; opacity: 0; pointer-events: none; }
        .row:hover .actions, .row:focus-within .actions { opacity: 1; pointer-events: auto; }
        .actions button { min-height: 30px; padding: 2px 10px; font-size: 0.85em; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25); }
        dialog, [popover] { background: var(--card); color: var(--text); }
        dialog { width: min(560px, calc(100vw - 24px)); border: none; border-radius: 12px; padding: 16px;
                 box-shadow: 0 10px 40px rgba(0, 0, 0, 0.35); }
        dialog::backdrop { background: rgba(0, 0, 0, 0.35); }
        dialog h2 { margin: 0 0 12px; font-size: 1.1rem; }
        dialog label { display: block; margin: 10px 0 4px; font-weight: 600; }
        dialog input[type=text], dialog textarea { width: 100%; font: inherit; padding: 6px 8px; }
        dialog textarea { resize: vertical; }
        .deadline-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
        #detail-day { color: var(--muted); }
        #detail-counter { margin: 4px 0 0; text-align: right; font-size: 0.9em; color: var(--muted); }
        #detail-counter.too-long { color: var(--alert); font-weight: 600; }
        #detail-messages { margin: 8px 0 0; padding-left: 1.2em; color: var(--alert); }
        #detail-messages:empty { display: none; }
        #confirmation-question { margin: 0; }
        .buttons { display: flex; justify-content: flex-end; gap: 8px; margin-top: 14px; }
        [popover] { border: none; border-radius: 12px; padding: 12px; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.35); max-width: calc(100vw - 24px); }
        #move-menu { margin: 0; min-width: 200px; }
        #move-menu h2, #history h2 { margin: 0 0 8px; font-size: 1rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        #move-options { list-style: none; margin: 0 0 8px; padding: 0; display: grid; gap: 6px; }
        #move-options button { width: 100%; text-align: left; }
        /* History: the heading and Close stay put, the lines (newest first) scroll between them. */
        #history { width: min(480px, calc(100vw - 24px)); max-height: 70vh; flex-direction: column; }
        #history:popover-open { display: flex; }
        #history > * { flex: none; }
        #history #history-lines { flex: 1 1 auto; min-height: 0; overflow: auto; margin: 0 0 8px; padding: 2px 2px 2px 2.6em; }
        #history-lines li { margin: 0 0 6px; }
        #history-lines time { display: block; font-size: 0.85em; color: var(--muted); }
        #history-close { align-self: flex-end; }
        @media (max-width: 700px) {
          #board { grid-template-columns: 1fr; }
          #bar { position: static; }
          #bar h1 { width: 100%; }
          #jump { position: sticky; top: 0; z-index: 2; display: flex; margin: 0 0 12px; padding: 3px; border-radius: 10px;
                  background: var(--column); box-shadow: 0 0 0 6px var(--page); }
          #jump a { flex: 1; padding: 8px 4px; border-radius: 8px; text-align: center; color: var(--text); text-decoration: none;
                    font-weight: 600; }
          #jump a:hover, #jump a[aria-current] { background: var(--card); box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2); }
          /* Room for the last column to come up under the switcher too. */
          .column:last-child { min-height: calc(100vh - 76px); }
        }
        """
}
