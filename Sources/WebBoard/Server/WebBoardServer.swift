import HTTPKit
import Presentation

/// The board in a browser: an ``HTTPServer`` serving the page and, to each tab, a live stream of the
/// board view model's content. The page renders what it is sent and nothing else.
///
/// Routes: `GET /` the page, `GET /board.css` and `GET /board.js` its assets, `GET /events` the board as
/// server-sent events. Anything else is 404 (405 for another method on a known path).
public enum WebBoardServer {
    /// Starts serving the board `factory` builds, with `configuration` (loopback and a free port unless
    /// told otherwise).
    ///
    /// - Parameter refreshInterval: how often each tab's board reads the store again, so changes from
    ///   other processes appear.
    /// - Throws: ``SocketError`` when the address can't be bound.
    public static func start(
        factory: ViewModelFactory, configuration: ServerConfiguration = ServerConfiguration(),
        refreshInterval: Duration = .seconds(1)
    ) throws(SocketError) -> HTTPServer {
        let page = Array(PageAssets.html(language: factory.localizer.language).utf8)
        let events = BoardEvents(factory: factory, refreshInterval: refreshInterval)
        return try HTTPServer.start(configuration) { request in
            let asset: (contentType: String, body: [UInt8])?
            switch request.path {
            case "/": asset = ("text/html; charset=utf-8", page)
            case "/board.css": asset = ("text/css; charset=utf-8", Array(PageAssets.css.utf8))
            case "/board.js": asset = ("text/javascript; charset=utf-8", Array(PageAssets.javaScript.utf8))
            case "/events": asset = nil
            default: return .status(.notFound)
            }
            guard request.method == "GET" || request.method == "HEAD" else { return .status(.methodNotAllowed) }
            guard let asset else { return .eventStream(events.run) }
            return HTTPResponse(headers: ["Content-Type": asset.contentType, "Cache-Control": "no-cache"], body: asset.body)
        }
    }
}
