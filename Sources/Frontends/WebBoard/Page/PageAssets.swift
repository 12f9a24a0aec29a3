import Foundation
import HTTPKit
import Presentation

/// The page, built into the binary: one answer that carries its style sheet and its script; the script
/// then asks for the board (`GET /board`, with the secret) and draws it.
///
/// The fixed parts (columns, buttons, the empty dialogs and popovers) are here with their labels in the
/// page's language; the script (``PageScript``) fills them from the view models' outputs with
/// `createElement` and `textContent` only, so a title can never become markup. The page's two scripts
/// run by the answer's nonce, which the Content-Security-Policy names; no other inline script can run,
/// and no inline style is needed (see ``PageStyle``).
enum PageAssets {
    /// The page, in `language`, handing over `secret` when the request showed it (the printed address):
    /// the script keeps it in the origin's storage. Its scripts (``PageStyle/adoption`` in the head,
    /// ``PageScript/page`` at the end of the body, once every element it fills is there) run by `nonce`;
    /// the board stays hidden until the script draws it.
    ///
    /// `bodyLimit` is the largest request body the server takes: the script sends nothing larger, and
    /// says so in the sheet instead.
    static func html(language: Language, nonce: String, secret: String? = nil, bodyLimit: Int = RequestLimits().bodyBytes) -> String {
        let label = PageLabels(localizer: Localizer(language: language))
        func text(_ value: String) -> String { escaped(value) }
        let columns = ProjectState.allCases.map { state in
            """
                <section class="column" aria-label="\(state.title)">
                  <h2 id="column-\(state.rawValue)">\(state.title) <span class="count">0</span></h2>
                  <p class="empty" hidden>\(text(label.emptyColumn))</p>
                  <div class="rows" role="list"></div>
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
            <script nonce="\(nonce)">\(PageStyle.adoption)</script>
            </head>
            <body data-body-limit="\(bodyLimit)"\(secret.map { " data-secret=\"\(escaped($0))\"" } ?? "")>
            <header id="bar">
              <h1>\(text(label.pageTitle))</h1>
              <nav aria-label="\(text(label.board))">
                <button type="button" id="new-project" class="primary">\(text(label.newProject))</button>
                <button type="button" id="undo" disabled>\(text(label.undo))</button>
                <button type="button" id="redo" disabled>\(text(label.redo))</button>
                <button type="button" id="show-history" aria-haspopup="dialog">\(text(label.history))</button>
              </nav>
              <form id="find" role="search">
                <label for="filter">\(text(label.filter))</label>
                <input id="filter" type="search" autocomplete="off" spellcheck="false" aria-keyshortcuts="/">
              </form>
              <button type="button" id="show-keys" popovertarget="help" aria-keyshortcuts="?">\(text(label.keys))</button>
            </header>
            <nav id="jump" aria-label="\(text(label.columns))">
              \(jumps)
            </nav>
            <aside id="shared-board" aria-label="\(text(label.sharedBoard))" hidden>
              <p id="shared-board-state" role="status"></p>
              <button type="button" id="sync-now">\(text(label.syncNow))</button>
              <button type="button" id="show-conflicts" aria-haspopup="dialog" hidden>\(text(label.conflicts))</button>
            </aside>
            <p id="read-only" role="status" hidden></p>
            <p id="connection" role="status" data-connecting="\(text(label.connecting))" data-disconnected="\(text(label.disconnected))"
               data-unreachable="\(text(label.unreachable))" data-forbidden="\(text(label.newSecret))"
               data-private="\(text(label.openPrintedAddress))">\(text(label.connecting))</p>
            <main id="board" hidden data-move="\(text(label.move))" data-delete="\(text(label.delete))" data-overdue="\(text(label.overdue))"
                  data-empty="\(text(label.emptyColumn))" data-no-match="\(text(label.noMatch))">
            \(columns)
            </main>
            <p id="announcer" class="visually-hidden" aria-live="polite"></p>
            <div id="help" popover role="dialog" aria-labelledby="help-heading">
              <h2 id="help-heading">\(text(label.keys))</h2>
              <dl>
                \(label.keyList.map { "<dt><kbd>\(text($0.key))</kbd></dt><dd>\(text($0.does))</dd>" }.joined(separator: "\n    "))
              </dl>
              <p>\(text(label.dragHint))</p>
              <button type="button" id="help-close">\(text(label.close))</button>
            </div>
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
              <p id="detail-refused" role="alert" hidden data-text="\(text(label.tooLargeToSend(bytes: bodyLimit)))"></p>
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
            <dialog id="conflicts" aria-labelledby="conflicts-heading" data-apply="\(text(label.applyAnyway))" data-let-go="\(text(label.letGo))">
              <h2 id="conflicts-heading">\(text(label.conflicts))</h2>
              <p id="conflicts-empty">\(text(label.noConflicts))</p>
              <ul id="conflicts-list"></ul>
              <div class="buttons"><button type="button" id="conflicts-close">\(text(label.close))</button></div>
            </dialog>
            <dialog id="alert" role="alertdialog" aria-labelledby="alert-title" aria-describedby="alert-message">
              <h2 id="alert-title"></h2>
              <p id="alert-message"></p>
              <div class="buttons"><button type="button" id="alert-ok" class="primary">\(text(label.ok))</button></div>
            </dialog>
            <script nonce="\(nonce)">\(PageScript.page)</script>
            </body>
            </html>

            """
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
}
