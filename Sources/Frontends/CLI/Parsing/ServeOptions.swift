/// What `serve` was asked for: where to listen, which names to answer to, and whether to replace the secret.
public struct ServeOptions: Sendable, Equatable {
    /// `--port N` (default 8080; 0 lets the system choose).
    public var port: Int
    /// `--host ADDR`: the address to listen on; `nil` for the default (loopback, or the LAN with ``lan``).
    public var host: String?
    /// `--lan`: listen on this machine's address on the local network.
    public var lan: Bool
    /// `--allow-host NAME` (repeatable): more names the browser may use for the server.
    public var allowedHosts: [String]
    /// `--new-token`: replace the kept secret, locking out every browser that had the old one.
    public var newToken: Bool

    /// Options as given; every one has the default `serve` alone has.
    public init(port: Int = 8080, host: String? = nil, lan: Bool = false, allowedHosts: [String] = [], newToken: Bool = false) {
        self.port = port
        self.host = host
        self.lan = lan
        self.allowedHosts = allowedHosts
        self.newToken = newToken
    }
}
