import HTTPKit
import Presentation

/// Who may use the board: whoever shows the secret in `Authorization: Bearer SECRET`, which only the
/// board's own page sends, from the storage of its origin.
///
/// A browser keeps a page's `localStorage` per origin, its port included, while it sends a cookie to every
/// port of a host: a page served by another account on another port of this machine can neither read the
/// secret nor make the browser send it. So the secret is never a cookie: the address `serve` prints,
/// `/?token=SECRET`, answers with the page carrying the secret once, which the page's script puts in
/// its origin's storage and strips from the address bar and the history; from then on the page and its
/// worker send it in a header with every request, the event stream included (a `fetch`, not an
/// `EventSource`, which cannot send one).
///
/// Without the secret: the page itself (no board, no secret: the same text for anyone), its worker's
/// script and its icon; every other path, each of which reads or changes the board, gets a 403 page
/// saying to open the printed address.
struct AccessGate: Sendable {
    /// What anyone may fetch: the program's own text, holding nothing of the board.
    static let publicPaths: Set<String> = ["/", "/board-worker.js", "/favicon.ico", "/favicon.svg"]

    let token: AccessToken
    let fallbackLanguage: Language

    /// `nil` when `request` may go on; otherwise its answer, a 403 page.
    func check(_ request: HTTPRequest) -> HTTPResponse? {
        if request.path == "/", let given = request.queryValue("token") {
            return token.matches(given) ? nil : refusal(request)
        }
        if Self.publicPaths.contains(request.path) { return nil }
        return token.matches(Self.bearer(request)) ? nil : refusal(request)
    }

    /// Whether `request` is the printed address with the right secret: the page it gets hands the secret over.
    func handsOver(_ request: HTTPRequest) -> Bool {
        request.path == "/" && token.matches(request.queryValue("token"))
    }

    /// The secret of the one `Authorization: Bearer …` field; `nil` for none, another scheme, or two fields.
    private static func bearer(_ request: HTTPRequest) -> String? {
        let fields = request.headers.values(for: "Authorization")
        guard fields.count == 1, let field = fields.first, field.count > 7, field.prefix(7).lowercased() == "bearer " else { return nil }
        return String(field.dropFirst(7))
    }

    /// The 403 page, in the language the browser prefers.
    private func refusal(_ request: HTTPRequest) -> HTTPResponse {
        let language = PageLanguage.choose(query: request.queryValue("lang"), acceptLanguage: request.headers["Accept-Language"],
                                           fallback: fallbackLanguage)
        let label = PageLabels(localizer: Localizer(language: language))
        let page = """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(PageAssets.escaped(label.privateBoard))</title></head>
            <body><main><h1>\(PageAssets.escaped(label.privateBoard))</h1><p>\(PageAssets.escaped(label.openPrintedAddress))</p></main></body>
            </html>

            """
        return HTTPResponse(status: .forbidden, headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"],
                            body: Array(page.utf8))
    }
}
