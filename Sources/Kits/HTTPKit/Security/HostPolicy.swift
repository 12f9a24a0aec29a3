/// Which `Host` and `Origin` a request may carry: only the names of the address being served.
///
/// This is the defence against DNS rebinding: a page from `evil.example` whose name is made to resolve to
/// 127.0.0.1 reaches the server, but its requests say `Host: evil.example:PORT`, and are refused. `Origin`
/// guards against a page of another site sending requests here: a browser adds it to every cross-origin
/// request and to every POST, so a request that changes anything (any method but GET, HEAD and OPTIONS)
/// must carry ours, and must not say it comes from elsewhere (`Sec-Fetch-Site`, where the browser sends
/// it); a request that only reads (a typed URL, `curl`) may come without one. Two `Origin` fields are 400.
public struct HostPolicy: Sendable {
    /// The `host:port` values allowed in `Host`, lowercased.
    public let allowedAuthorities: Set<String>

    /// The names of `address`: its own host; for `127.0.0.1`, `::1` or an address on every interface,
    /// also `127.0.0.1`, `localhost` and `[::1]`; for every interface (`0.0.0.0`, `::`), each of
    /// `interfaceAddresses` (the machine's own, see ``NetworkInterface/all()``) instead of its own host.
    /// `extraHostNames` adds more (say, the machine's name on the LAN).
    public init(address: ServerAddress, extraHostNames: [String] = [], interfaceAddresses: [String] = []) {
        let everywhere = address.host == "0.0.0.0" || address.host == "::"
        var names: [String] = extraHostNames
        if everywhere || address.host == "127.0.0.1" || address.host == "::1" {
            names += ["127.0.0.1", "localhost", "[::1]"]
        }
        names += (everywhere ? interfaceAddresses : [address.host]).map { $0.contains(":") ? "[\($0)]" : $0 }
        var authorities = Set(names.map { "\($0.lowercased()):\(address.port)" })
        if address.port == 80 { authorities.formUnion(names.map { $0.lowercased() }) }  // the default port may be left out
        allowedAuthorities = authorities
    }

    /// Whether the request's `Host` is one of ours.
    public func allowsHost(_ request: HTTPRequest) -> Bool {
        guard let host = request.headers["Host"] else { return false }
        return allowedAuthorities.contains(host.lowercased())
    }

    /// Whether the request carries one of our origins (`http://` and an allowed authority), or, for a
    /// request that only reads, none; one that changes anything must also not be from another origin by
    /// its `Sec-Fetch-Site`.
    public func allowsOrigin(_ request: HTTPRequest) -> Bool {
        let changes = !["GET", "HEAD", "OPTIONS"].contains(request.method)
        if changes, let site = request.headers["Sec-Fetch-Site"], site.lowercased() != "same-origin" { return false }
        guard let origin = request.headers["Origin"]?.lowercased() else { return !changes }
        guard origin.hasPrefix("http://") else { return false }  // also refuses the opaque origin "null"
        return allowedAuthorities.contains(String(origin.dropFirst("http://".count)))
    }

    /// A 403 response saying which field was refused (400 for two `Origin` fields), or `nil` when the
    /// request may go on.
    public func rejection(for request: HTTPRequest) -> HTTPResponse? {
        if !allowsHost(request) { return .text("403 Forbidden: this server does not answer to that Host\n", status: .forbidden) }
        if request.headers.values(for: "Origin").count > 1 { return .text("400 Bad Request: more than one Origin\n", status: .badRequest) }
        if !allowsOrigin(request) { return .text("403 Forbidden: requests from that Origin are refused\n", status: .forbidden) }
        return nil
    }
}
