/// How large a request may be. A request over a limit is refused with the status the limit names, before
/// the rest of it is read, so no client can make the server buffer more than these sizes.
public struct RequestLimits: Sendable, Equatable {
    /// Longest request line (`GET /path?query HTTP/1.1`, without its CRLF), in bytes: over it, 414.
    public var requestLineBytes: Int
    /// Largest header section (every header line with its CRLF, and the blank line), in bytes: over it, 431.
    public var headerBytes: Int
    /// Most header fields: over it, 431.
    public var headerCount: Int
    /// Largest body (`Content-Length`), in bytes: over it, 413.
    public var bodyBytes: Int

    /// Limits with room for any page's requests: an 8 KiB request line, 16 KiB and 100 header fields,
    /// a 1 MiB body.
    public init(requestLineBytes: Int = 8 * 1024, headerBytes: Int = 16 * 1024, headerCount: Int = 100, bodyBytes: Int = 1024 * 1024) {
        self.requestLineBytes = requestLineBytes
        self.headerBytes = headerBytes
        self.headerCount = headerCount
        self.bodyBytes = bodyBytes
    }
}
