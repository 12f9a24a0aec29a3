/// What a handler answers: a status, header fields and a body, which is either bytes or a stream of
/// server-sent events.
///
/// The server adds what every response needs (`Content-Length`, `Connection`, `Date`) and the security
/// headers of ``ServerConfiguration/securityHeaders`` that the handler did not set itself.
public struct HTTPResponse: Sendable {
    /// A response's body.
    public enum Body: Sendable {
        /// A complete body, sent with its `Content-Length`.
        case bytes([UInt8])
        /// A `text/event-stream` that stays open: the server calls the function with an ``EventSender``
        /// and keeps the connection until the function returns or throws. When the client goes away or the
        /// server stops, the function's task is cancelled and ``EventSender/send(_:)`` throws.
        case eventStream(@Sendable (EventSender) async throws -> Void)
    }

    /// The status.
    public var status: HTTPStatus
    /// The header fields the handler sets.
    public var headers: HTTPHeaders
    /// The body.
    public var body: Body

    /// A response with bytes for a body.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = .bytes(body)
    }

    /// A UTF-8 text response of `contentType` (plain text unless given).
    public static func text(_ text: String, status: HTTPStatus = .ok, contentType: String = "text/plain; charset=utf-8") -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    /// A response whose body is the status itself as text ("404 Not Found"): for errors.
    public static func status(_ status: HTTPStatus) -> HTTPResponse {
        .text("\(status)\n", status: status)
    }

    /// A stream of server-sent events (`text/event-stream`, never cached): `produce` sends events for as
    /// long as it likes. A browser's `EventSource` reconnects on its own when the stream ends.
    public static func eventStream(_ produce: @escaping @Sendable (EventSender) async throws -> Void) -> HTTPResponse {
        var response = HTTPResponse(headers: ["Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store"])
        response.body = .eventStream(produce)
        return response
    }
}
