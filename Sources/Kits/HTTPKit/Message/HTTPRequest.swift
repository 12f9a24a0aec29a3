import Foundation

/// A complete request, as ``HTTPRequestParser`` hands it over: the head and the whole body.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, such as `GET` or `POST` (case matters in HTTP: `get` is a different, unknown method).
    public var method: String
    /// The request target as sent: the path and, after `?`, the query, still percent-encoded.
    public var target: String
    /// The minor version of HTTP/1.x: 0 or 1.
    public var minorVersion: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body: exactly `Content-Length` bytes, empty when there is none.
    public var body: [UInt8]

    /// A request built by hand (tests, or a handler calling another).
    public init(method: String, target: String, minorVersion: Int = 1, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.headers = headers
        self.body = body
    }

    /// The target up to `?`, still percent-encoded: `/projects/12`.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The decoded value of the first query parameter `name` (`?lang=ko` → "ko"), with `+` read as a space
    /// as HTML forms send it; `nil` when absent or not valid percent-encoding.
    public func queryValue(_ name: String) -> String? {
        guard let query = target.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard Self.percentDecoded(parts[0]) == name else { continue }
            return parts.count == 2 ? Self.percentDecoded(parts[1]) : ""
        }
        return nil
    }

    /// The value of the cookie `name` from the `Cookie` fields (`a=1; b=2`), as sent; `nil` when absent.
    public func cookie(_ name: String) -> String? {
        for field in headers.values(for: "Cookie") {
            for pair in field.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                if parts[0].trimmingCharacters(in: .whitespaces) == name {
                    return parts.count == 2 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
                }
            }
        }
        return nil
    }

    /// The body as UTF-8 text, with any invalid sequence replaced.
    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }

    /// Whether the client lets the connection stay open for another request: HTTP/1.1 unless it sent
    /// `Connection: close`; HTTP/1.0 only if it sent `Connection: keep-alive`.
    public var keepsAlive: Bool {
        let options = headers.values(for: "Connection")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if options.contains("close") { return false }
        return minorVersion >= 1 || options.contains("keep-alive")
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
