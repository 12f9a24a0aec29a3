import Foundation
import HTTPKit
import Presentation

/// The board in a browser: an ``HTTPServer`` serving the page and, to each tab, its own view models on
/// the server. The page sends inputs and draws the outputs it is sent; nothing else.
///
/// Routes:
/// - `GET /` the page (`?lang=ko` or `Accept-Language` picks Korean or English), `GET /board.css`,
///   `/board.js`, `/board-worker.js` its assets;
/// - `GET /events?channel=C&token=T` one browser's stream: the outputs of all its tabs (see ``EventChannel``);
/// - `POST /tabs` `{"channel":C,"language":"en"}` opens a tab, answering `{"tab":ID}`;
/// - `POST /tabs/ID/inputs` `{"seq":N,"input":{"name":"move",…}}` applies one input, in the order of
///   `seq` per tab, and answers 204 once applied (409 when refused: a number used twice or far ahead);
/// - `POST /tabs/ID/close` lets the tab go.
///
/// Every POST carries the server's ``AccessToken`` in `X-Access-Token`, which only the page has (HTTPKit
/// has already checked `Host` and `Origin`). Anything else is 404, or 405 for another method.
public final class WebBoardServer: Sendable {
    /// The header every change carries.
    public static let tokenHeader = "X-Access-Token"

    /// The HTTP server underneath.
    public let http: HTTPServer
    /// The token the page carries back with every change.
    public let token: AccessToken
    private let registry: TabRegistry

    /// Where the board is served: open ``ServerAddress/url`` in a browser.
    public var address: ServerAddress { http.address }

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
        let routes = Routes(registry: registry, token: token, fallbackLanguage: factory.localizer.language)
        let http = try HTTPServer.start(configuration) { request in await routes.respond(to: request) }
        return WebBoardServer(http: http, token: token, registry: registry)
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
