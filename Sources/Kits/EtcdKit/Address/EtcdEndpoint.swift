/// One etcd member's client address: a host and a port, as in `127.0.0.1:2379` or `[::1]:2379`.
public struct EtcdEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// A DNS name, an IPv4 address, or an IPv6 address without its brackets.
    public let host: String
    /// The client port, 1…65535.
    public let port: Int

    /// An endpoint from parts already checked by the caller (``EtcdAddress`` parses text).
    public init(host: String, port: Int) { (self.host, self.port) = (host, port) }

    /// `host:port`, with an IPv6 host in brackets: how a person writes it in an address.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
