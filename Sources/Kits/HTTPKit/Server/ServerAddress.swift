/// The address a server listens on, as the system reports it after binding (so port 0 has become the
/// port the system chose).
public struct ServerAddress: Sendable, Equatable {
    /// The numeric host: `127.0.0.1`, `::1`, `0.0.0.0`…
    public let host: String
    /// The port.
    public let port: Int

    /// An address with `host` and `port`.
    public init(host: String, port: Int) { (self.host, self.port) = (host, port) }

    /// Whether only this machine can connect (127.0.0.0/8 or ::1).
    public var isLoopback: Bool {
        host.hasPrefix("127.") || host == "::1"
    }

    /// `host:port`, the way a `Host` field or a URL writes it (an IPv6 host in brackets).
    public var authority: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// `http://host:port/`: what to open in a browser. An address on every interface (`0.0.0.0`, `::`)
    /// is shown as loopback, which is one of them and the one that works on this machine.
    public var url: String {
        switch host {
        case "0.0.0.0": "http://127.0.0.1:\(port)/"
        case "::": "http://[::1]:\(port)/"
        default: "http://\(authority)/"
        }
    }
}
