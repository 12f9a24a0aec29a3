import FastCoding
import Foundation

/// The page's style sheet, built into the binary, and the few lines of script that put it on the page.
///
/// The style sheet goes into the page itself, with the script that adopts it (a constructed
/// `CSSStyleSheet`): the first paint waits for no further request, and the Content-Security-Policy's
/// `style-src 'self'` stays as it is, since no inline `<style>` or `style=` is needed (see ``PageAssets``).
enum PageStyle {
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
        /* The focus is never scrolled under the sticky bar (or the phone's switcher) and a column's heading. */
        #board button { scroll-margin: 110px 0 12px; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
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
        /* What a keystroke in the filter changes (the field, the counts) is laid out alone, not with the board. */
        #bar, .column h2 { contain: layout style; }
        /* The filter: a search field in the bar, its label beside it. */
        #find { display: flex; align-items: center; gap: 6px; }
        #find label { font-weight: 600; }
        #filter { font: inherit; width: 14em; max-width: 40vw; min-height: 36px; padding: 4px 8px; border-radius: 8px;
                  border: 1px solid rgba(127, 127, 127, 0.7); background: var(--button); color: var(--text); }
        /* The Keys list. */
        #help { width: min(520px, calc(100vw - 24px)); }
        #help h2 { margin: 0 0 8px; font-size: 1.1rem; }
        #help dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 8px; }
        #help dt, #help dd { margin: 0; }
        #help kbd { font: 600 0.9em ui-monospace, monospace; white-space: nowrap; }
        #help p { margin: 0 0 8px; }
        #help-close { display: block; margin-left: auto; }
        /* Dragging: the card lifts and follows the pointer; the column it would land in is marked. */
        .handle { grid-column: 2; grid-row: 1; align-self: start; display: flex; align-items: center; justify-content: center;
                  width: 32px; height: 32px; margin: -6px -8px -6px 4px; border-radius: 8px; color: var(--muted);
                  font-size: 1.1em; cursor: grab; touch-action: none; }
        .row.dragging { position: relative; z-index: 3; transition: none; cursor: grabbing; box-shadow: 0 12px 32px rgba(0, 0, 0, 0.35); }
        body.dragging, body.dragging * { cursor: grabbing; }
        .column.drop-target { outline: 3px dashed var(--accent); outline-offset: -3px; }
        #read-only { margin: 0 0 12px; padding: 8px 12px; border-radius: 6px; background: #fff3cd; color: #5c4400; }
        #connection { margin: 0 0 12px; font-size: 0.9em; color: var(--muted); }
        /* A shared board's banner: where it stands, marked like the read-only banner while anything waits. */
        #shared-board { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 12px; }
        #shared-board[hidden], #shared-board [hidden] { display: none; }
        #shared-board-state { margin: 0; padding: 6px 12px; border-radius: 6px; background: var(--column); font-weight: 600; }
        #shared-board:not([data-state=online]) #shared-board-state { background: #fff3cd; color: #5c4400; }
        #conflicts-list { list-style: none; margin: 0; padding: 0; }
        #conflicts-list li { padding: 8px 0; border-bottom: 1px solid rgba(127, 127, 127, 0.4); }
        #conflicts-list p, #conflicts-empty { margin: 0; }
        #conflicts-list .buttons { margin-top: 6px; }
        #jump { display: none; }
        #board { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
        .column { min-width: 0; padding: 8px; border-radius: 12px; background: var(--column); }
        /* A long column keeps its heading in sight, under the sticky bar. */
        .column h2 { position: sticky; top: 56px; z-index: 1; margin: 0 -8px 8px; padding: 6px 12px; border-radius: 12px 12px 0 0;
                     background: var(--column); font-size: 1.1rem; letter-spacing: 0.02em; scroll-margin-top: 72px; }
        .count { display: inline-block; min-width: 1.6em; padding: 0 6px; border-radius: 10px; text-align: center;
                 background: var(--pill); color: var(--on-pill); font-size: 0.85em; font-weight: 600; }
        .empty { margin: 0; padding: 20px 8px; border: 2px dashed rgba(127, 127, 127, 0.5); border-radius: 10px; text-align: center;
                 color: var(--muted); }
        .rows { list-style: none; margin: 0; padding: 0; }
        /* A card is not positioned (but while dragged): each would be a layer of its own for the browser to
           walk in every frame. It is laid out alone (what it holds moves nothing outside it): a frame that
           adds, takes away or changes a few cards lays out and paints those, not the whole column. */
        .row { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: end; margin: 0 0 8px; padding: 10px 12px; border-radius: 10px; background: var(--card);
               box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2); cursor: pointer; touch-action: pan-y; user-select: none;
               -webkit-touch-callout: none; transition: transform 0.15s; contain: layout style; }
        .row.selected { box-shadow: 0 0 0 2px var(--accent); }
        .row.swiping { transition: none; }
        .body { grid-column: 1 / -1; }
        .title { grid-column: 1; grid-row: 1; }
        .title { margin: 0; font-size: 1rem; }
        .title button { all: unset; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
                        overflow: hidden; cursor: pointer; border-radius: 4px; font-weight: 600; }
        .title button:focus-visible { outline: 3px solid var(--ring); outline-offset: 2px; }
        .body { margin: 4px 0 0; color: var(--muted); }
        .body span { display: block; min-height: 1.4em; white-space: pre; overflow: hidden; text-overflow: ellipsis; }
        .deadline { margin: 6px 0 0; font-size: 0.9em; }
        .deadline.overdue { color: var(--alert); font-weight: 600; }
        /* Move and Delete sit at the card's foot, beside the date, where they cover nothing; with a mouse they
           show on hover and on focus (hidden, they let a click through to the card), on touch always. */
        .deadline { grid-column: 1; }
        .actions { grid-column: 2; display: flex; gap: 4px; margin: 6px 0 0 8px; opacity: 0; pointer-events: none; }
        .row:hover .actions, .row:focus-within .actions { opacity: 1; pointer-events: auto; }
        @media (hover: none) { .actions { opacity: 1; pointer-events: auto; } }
        .actions button { min-height: 30px; padding: 2px 10px; font-size: 0.85em; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25); }
        dialog, [popover] { background: var(--card); color: var(--text); }
        dialog { width: min(560px, calc(100vw - 24px)); border: none; border-radius: 12px; padding: 16px;
                 box-shadow: 0 10px 40px rgba(0, 0, 0, 0.35); }
        dialog::backdrop { background: rgba(0, 0, 0, 0.35); }
        dialog h2 { margin: 0 0 12px; font-size: 1.1rem; }
        dialog label { display: block; margin: 10px 0 4px; font-weight: 600; }
        dialog input[type=text], dialog textarea { width: 100%; font: inherit; padding: 6px 8px; }
        /* A sheet that only shows: its fields read as text, alike, with no box that invites typing. */
        dialog input[readonly], dialog textarea[readonly] { border-color: transparent; background: transparent; color: var(--text);
                                                           padding-left: 0; resize: none; }
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
          .column h2 { top: 58px; }
          #jump { position: sticky; top: 0; z-index: 2; display: flex; margin: 0 0 12px; padding: 3px; border-radius: 10px;
                  background: var(--column); box-shadow: 0 0 0 6px var(--page); }
          #jump a { flex: 1; padding: 8px 4px; border-radius: 8px; text-align: center; color: var(--text); text-decoration: none;
                    font-weight: 600; }
          #jump a:hover, #jump a[aria-current] { background: var(--card); box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2); }
          /* Room for the last column to come up under the switcher too. */
          .column:last-child { min-height: calc(100vh - 76px); }
        }
        """

    /// The script, run in the page's head by its nonce, that puts ``css`` on the page before anything is
    /// drawn. The style sheet goes in as a JSON string in which `<` is `\u003c`, so nothing in it can end the script.
    static let adoption: String = {
        var json = JSONWriter()
        json.string(css)
        let text = json.text.replacingOccurrences(of: "<", with: "\\u003c")
        return "{ const sheet = new CSSStyleSheet(); sheet.replaceSync(\(text)); document.adoptedStyleSheets = [sheet]; }"
    }()
}
