import Foundation
import HTTPKit
import Presentation

/// The board in a browser: an ``HTTPServer`` serving the page and, to each tab, its own view models on
/// the server. The page sends inputs and draws the outputs it is sent; nothing else.
///
/// Routes:
/// - `GET /` the page (`?lang=ko` or `Accept-Language` picks Korean or English), its style sheet, script
///   and board in it; `GET /board-worker.js` the script of the browser's one connection;
/// - `GET /favicon.ico`, `/favicon.svg` its icon;
/// - `GET /events?channel=C` one browser's stream: the outputs of all its tabs (see ``EventChannel``);
/// - `POST /tabs` `{"channel":C,"language":"en"}` opens a tab, answering `{"tab":ID}`;
/// - `POST /tabs/ID/inputs` `{"seq":N,"input":{"move":{"id":…,"to":"doing"}}}` applies one input, in the order of
///   `seq` per tab, and answers 204 once applied (409 when refused: a number used twice or far ahead);
/// - `POST /tabs/ID/close` lets the tab go.
///
/// Every request must show the secret: first as `/?token=SECRET` (the address `serve` prints), which sets
/// a cookie, then as that cookie (see ``AccessGate``); anything else is refused with a 403 page. Changes
/// are POSTs, whose `Origin` HTTPKit has checked, numbered per tab. Anything else is 404, or 405 for
/// another method. Every answer is `Cache-Control: no-store`.
public final class WebBoardServer: Sendable {
    /// The HTTP server underneath.
    public let http: HTTPServer
    /// The secret a browser must show.
    public let token: AccessToken
    /// The cookie that shows it: `name=value`, as a `Cookie` field carries it (tests, benchmarks).
    public let cookie: String
    private let registry: TabRegistry

    /// Where the board is served: open ``ServerAddress/url`` in a browser.
    public var address: ServerAddress { http.address }

    /// The address to open, with the secret: `http://host:port/?token=SECRET`.
    public var addressWithToken: String { address.url + "?token=" + token.value }

    private init(http: HTTPServer, token: AccessToken, cookie: String, registry: TabRegistry) {
        self.http = http
        self.token = token
        self.cookie = cookie
        self.registry = registry
    }

    /// Starts serving the board `factory` builds, with `configuration` (loopback and a free port unless
    /// told otherwise).
    ///
    /// - Parameter refreshInterval: for a store without a feed of changes, how often each tab reads it
    ///   again to find changes made elsewhere (a store with one signals them).
    /// - Throws: ``SocketError`` when the address can't be bound.
    @MainActor
    public static func start(
        factory: ViewModelFactory, configuration: ServerConfiguration = ServerConfiguration(),
        refreshInterval: Duration = .seconds(1), token: AccessToken = AccessToken()
    ) throws(SocketError) -> WebBoardServer {
        let registry = TabRegistry(factory: factory, refreshInterval: refreshInterval)
        let language = factory.localizer.language
        var cookieName = ""
        let http = try HTTPServer.start(configuration) { address in
            let routes = Routes(registry: registry, gate: AccessGate(token: token, port: address.port, fallbackLanguage: language),
                                fallbackLanguage: language)
            cookieName = routes.gate.cookieName
            return { request in await routes.respond(to: request) }
        }
        return WebBoardServer(http: http, token: token, cookie: "\(cookieName)=\(token.value)", registry: registry)
    }

    /// Stops serving: every stream ends, every tab goes.
    public func stop() async {
        await http.stop()
        await MainActor.run { registry.closeAll() }
    }

    /// How many tabs are open now.
    @MainActor
    public var openTabs: Int { registry.tabCount }
}
