/// A response's status: the three-digit code and the reason phrase that follows it on the status line.
///
/// Only the statuses this package sends have names; any other code can be made with ``init(code:reason:)``.
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// The status code, such as 200 or 404.
    public let code: Int
    /// The reason phrase, such as "Not Found". Clients ignore it; people reading a log do not.
    public let reason: String

    /// A status with any code and reason.
    public init(code: Int, reason: String) { (self.code, self.reason) = (code, reason) }

    /// "404 Not Found".
    public var description: String { "\(code) \(reason)" }

    /// 100: the client may send the body it announced with `Expect: 100-continue`.
    public static let `continue` = HTTPStatus(code: 100, reason: "Continue")
    /// 200: here is what you asked for.
    public static let ok = HTTPStatus(code: 200, reason: "OK")
    /// 204: done, nothing to send back.
    public static let noContent = HTTPStatus(code: 204, reason: "No Content")
    /// 303: the answer is at the `Location` given, fetch it with GET.
    public static let seeOther = HTTPStatus(code: 303, reason: "See Other")
    /// 400: the request breaks HTTP's grammar.
    public static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    /// 403: understood and refused (a wrong `Host`, `Origin` or token).
    public static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    /// 404: nothing is served at this path.
    public static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    /// 405: the path exists but not for this method.
    public static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    /// 409: the request conflicts with the state of what it names (e.g. an input numbered twice).
    public static let conflict = HTTPStatus(code: 409, reason: "Conflict")
    /// 408: the whole request did not arrive before the deadline.
    public static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    /// 413: the body is larger than the server accepts.
    public static let contentTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    /// 414: the request line (mostly the path and query) is longer than the server accepts.
    public static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    /// 417: an `Expect` header other than `100-continue`.
    public static let expectationFailed = HTTPStatus(code: 417, reason: "Expectation Failed")
    /// 431: the header section is larger than the server accepts.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    /// 500: the handler failed; the server itself carries on.
    public static let internalServerError = HTTPStatus(code: 500, reason: "Internal Server Error")
    /// 501: a request feature the server does not implement (a `Transfer-Encoding` on a request).
    public static let notImplemented = HTTPStatus(code: 501, reason: "Not Implemented")
    /// 503: the server is at its connection limit; try again shortly.
    public static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    /// 505: an HTTP version other than 1.0 or 1.1.
    public static let httpVersionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}
