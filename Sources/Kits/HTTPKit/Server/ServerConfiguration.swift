/// Where a server listens and the bounds it keeps. The defaults suit a page on this machine.
public struct ServerConfiguration: Sendable {
    /// The address to listen on: loopback unless told otherwise, so nothing else on the network can connect.
    public var host: String
    /// The port; 0 lets the system choose a free one (``HTTPServer/address`` says which).
    public var port: Int
    /// How large a request may be.
    public var limits: RequestLimits
    /// How long a whole request may take to arrive, from the moment the server waits for it: a client
    /// that is slower gets 408 (or, if it sent nothing, is closed), so slow clients can't pin the server.
    public var requestTimeout: Duration
    /// The shorter ``requestTimeout`` while the server is at ``maxConnections``: a client sending its
    /// request slowly then keeps its place no longer than this.
    public var crowdedRequestTimeout: Duration
    /// How long a response may take to be written: a client that stops reading is closed.
    public var writeTimeout: Duration
    /// How many connections are served at once. At the cap, a new connection takes the place of one that
    /// waits for a request (see ``HTTPServer``); when every one is busy, it is answered 503 and closed.
    public var maxConnections: Int
    /// More names the `Host` field may carry (see ``HostPolicy``).
    public var extraHostNames: [String]
    /// Headers added to every response that does not set them itself.
    public var securityHeaders: HTTPHeaders
    /// Where the server reports what it can't tell a client: a handler's error, a refused connection.
    public var log: @Sendable (String) -> Void

    /// The headers ``securityHeaders`` starts with: scripts, styles and everything else only from this
    /// server (so no inline script runs, whatever text reaches a page), no framing by other sites, no
    /// content sniffing, no referrer sent elsewhere.
    public static let defaultSecurityHeaders: HTTPHeaders = [
        "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
    ]

    /// A configuration; every bound has a default.
    public init(
        host: String = "127.0.0.1", port: Int = 0, limits: RequestLimits = RequestLimits(),
        requestTimeout: Duration = .seconds(10), crowdedRequestTimeout: Duration = .seconds(1), writeTimeout: Duration = .seconds(10), maxConnections: Int = 64,
        extraHostNames: [String] = [], securityHeaders: HTTPHeaders = defaultSecurityHeaders,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.host = host
        self.port = port
        self.limits = limits
        self.requestTimeout = requestTimeout
        self.crowdedRequestTimeout = crowdedRequestTimeout
        self.writeTimeout = writeTimeout
        self.maxConnections = maxConnections
        self.extraHostNames = extraHostNames
        self.securityHeaders = securityHeaders
        self.log = log
    }
}
