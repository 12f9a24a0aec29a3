import HTTPKit
import Presentation

/// Who may use the board: the browser that opened the address `serve` printed, `/?token=SECRET`.
///
/// Opening that address answers with a cookie holding the secret (`HttpOnly`: no script reads it;
/// `SameSite=Strict`: no other site's page sends it) and a redirect to the plain address, so the secret
/// leaves the address bar and the history. From then on the browser shows the cookie with every
/// request; anything without it, on every path, gets a short page saying to open the printed address.
/// The page itself carries no secret: another account on the machine that loads it gets nothing to use.
struct AccessGate: Sendable {
    let token: AccessToken
    /// The cookie's name, one per port: two servers on one machine don't overwrite each other's.
    let cookieName: String
    let fallbackLanguage: Language

    init(token: AccessToken, port: Int, fallbackLanguage: Language) {
        self.token = token
        cookieName = "project-manager-\(port)"
        self.fallbackLanguage = fallbackLanguage
    }

    /// `nil` when `request` may go on; otherwise its answer: the cookie and a redirect for the token
    /// address, a 403 page for anything else without the cookie.
    func check(_ request: HTTPRequest) -> HTTPResponse? {
        if request.path == "/", request.method == "GET" || request.method == "HEAD", let given = request.queryValue("token") {
            guard token.matches(given) else { return refusal(request) }
            // Only a language this page speaks goes back into the address (nothing else of the query does).
            let language = request.queryValue("lang").flatMap(Language.init(rawValue:))
            return HTTPResponse(status: .seeOther, headers: [
                "Location": "/" + (language.map { "?lang=\($0.rawValue)" } ?? ""),
                // A year: a tab or a bookmark outlives browser and server restarts, until `serve --new-token`.
                "Set-Cookie": "\(cookieName)=\(token.value); HttpOnly; SameSite=Strict; Path=/; Max-Age=31536000",
                "Cache-Control": "no-store",
            ])
        }
        return token.matches(request.cookie(cookieName)) ? nil : refusal(request)
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
