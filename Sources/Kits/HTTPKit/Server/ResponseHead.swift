#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Writes a response's status line and header section. The server owns the framing fields
/// (`Content-Length`, `Connection`, `Transfer-Encoding`), so a handler's copies of them are dropped.
enum ResponseHead {
    /// The head of `response`, whose body is `contentLength` bytes long (`nil`: until the connection closes).
    static func bytes(
        for response: HTTPResponse, contentLength: Int?, keepAlive: Bool, securityHeaders: HTTPHeaders
    ) -> [UInt8] {
        var headers = response.headers
        for framing in ["Content-Length", "Connection", "Transfer-Encoding"] { headers.remove(framing) }
        for field in securityHeaders where !headers.contains(field.name) { headers.add(field.name, field.value) }
        if !headers.contains("Date") { headers.add("Date", httpDate()) }
        // 1xx, 204 and 304 have no body, and so no length either.
        let hasBody = response.status.code >= 200 && response.status.code != 204 && response.status.code != 304
        if let contentLength, hasBody { headers.add("Content-Length", String(contentLength)) }
        headers.add("Connection", keepAlive ? "keep-alive" : "close")

        var text = "HTTP/1.1 \(response.status.code) \(oneLine(response.status.reason))\r\n"
        for field in headers { text += "\(oneLine(field.name)): \(oneLine(field.value))\r\n" }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// A complete response with a short text body that closes the connection: for refusals.
    static func refusal(_ status: HTTPStatus, extraHeaders: HTTPHeaders = [:], securityHeaders: HTTPHeaders) -> [UInt8] {
        var response = HTTPResponse.status(status)
        for field in extraHeaders { response.headers.add(field.name, field.value) }
        guard case .bytes(let body) = response.body else { return [] }
        return bytes(for: response, contentLength: body.count, keepAlive: false, securityHeaders: securityHeaders) + body
    }

    /// No CR, LF or NUL may reach the head from a handler's text: it would end a line early and let the
    /// text write fields (or a whole response) of its own.
    private static func oneLine(_ text: String) -> String {
        String(decoding: text.utf8.filter { $0 != 0x0D && $0 != 0x0A && $0 != 0 }, as: UTF8.self)
    }

    /// Now, as HTTP writes dates: `Mon, 23 Nov 2026 10:20:00 GMT`.
    private static func httpDate() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var text = [CChar](repeating: 0, count: 40)
        // strftime's %a and %b follow the C locale, which is English unless the program set another.
        let count = strftime(&text, text.count, "%a, %d %b %Y %H:%M:%S GMT", &parts)
        return String(decoding: text.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
