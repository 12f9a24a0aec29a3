import Foundation
import HTTPKit
import Presentation

/// The board in a browser: an ``HTTPServer`` serving the page and, to each tab, its own view models on
/// the server. The page sends inputs and draws the outputs it is sent; nothing else.
///
/// Routes:
/// - `GET /` the page (`?lang=ko` or `Accept-Language` picks Korean or English), its style sheet and
///   script in it; `GET /board-worker.js` the script of the browser's one connection;
/// - `GET /board` the board as it is now, as JSON (the page draws it before its tab's stream is up);
/// - `GET /favicon.ico`, `/favicon.svg` its icon;
/// - `GET /events?channel=C` one browser's stream: the outputs of all its tabs (see ``EventChannel``);
/// - `POST /tabs` `{"channel":C,"language":"en"}` opens a tab, answering `{"tab":ID}`;
/// - `POST /tabs/ID/inputs` `{"seq":N,"input":{"move":{"id":…,"to":"doing"}}}` applies one input, in the order of
///   `seq` per tab, and answers 204 once applied (409 when refused: a number used twice or far ahead);
/// - `POST /tabs/ID/close` lets the tab go.
///
/// Every request but the page's fixed parts must show the secret, `Authorization: Bearer SECRET`; the
/// page gets it once from the address `serve` prints, `/?token=SECRET`, and keeps it in its origin's
/// storage (see ``AccessGate``); anything else is refused with a 403 page. Changes
/// are POSTs, whose `Origin` HTTPKit has checked, numbered per tab. Anything else is 404, or 405 for
/// another method. Every answer is `Cache-Control: no-store`.
public final class WebBoardServer: Sendable {
    /// The HTTP server underneath.
    public let http: HTTPServer
    /// The secret a browser must show.
    public let token: AccessToken
    /// The `Authorization` field that shows it, `Bearer SECRET` (tests, benchmarks).
    public var authorization: String { "Bearer " + token.value }
    private let registry: TabRegistry

    /// Where the board is served: open ``ServerAddress/url`` in a browser.
    public var address: ServerAddress { http.address }

    /// The address to open, with the secret: `http://host:port/?token=SECRET`.
    public var addressWithToken: String { address.url + "?token=" + token.value }

    private init(http: HTTPServer, token: AccessToken, registry: TabRegistry) {
        self.http = http
        self.token = token
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
        let routes = Routes(registry: registry, gate: AccessGate(token: token, fallbackLanguage: language), fallbackLanguage: language,
                            bodyLimit: configuration.limits.bodyBytes)
        let http = try HTTPServer.start(configuration) { request in await routes.respond(to: request) }
        return WebBoardServer(http: http, token: token, registry: registry)
    }

    /// Stops serving: every stream ends, every tab goes. The tabs go while the server stops, not after:
    /// an input held for a missing one before it is refused then, so its connection can close.
    public func stop() async {
        async let stopped: Void = http.stop()
        await MainActor.run { registry.closeAll() }
        await stopped
        await MainActor.run { registry.closeAll() }  // any tab opened meanwhile
    }

    /// How many tabs are open now.
    @MainActor
    public var openTabs: Int { registry.tabCount }
}
