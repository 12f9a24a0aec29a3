/// Why a text is not a valid etcd address. Every case says what to write instead; none repeats a
/// user name or password, even when the text held one.
public enum EtcdAddressError: Error, Equatable, CustomStringConvertible {
    /// The text does not start with `etcd://` or `etcds://`.
    case notEtcd
    /// The text holds `user@` or `user:password@`; credentials are passed apart, never in the address.
    case credentialsInAddress
    /// The text has a `?query` or a `#fragment`, which an etcd address never has.
    case queryOrFragment
    /// No `HOST:PORT` between `//` and the key prefix, or an empty one between commas.
    case missingEndpoint
    /// A host that is neither a DNS name, an IPv4 address nor a bracketed IPv6 address.
    case badHost(String)
    /// An endpoint without `:PORT`.
    case missingPort(String)
    /// A port that is not a number from 1 to 65535.
    case badPort(String)
    /// The same `HOST:PORT` twice.
    case duplicateEndpoint(String)
    /// More endpoints than a client fails over between.
    case tooManyEndpoints(limit: Int)
    /// No `/PREFIX` after the endpoints.
    case missingPrefix
    /// A key prefix with characters other than letters, digits, `.`, `_` and `-`, or too long.
    case badPrefix(String)

    /// The longest key prefix an address may name.
    public static let prefixLimit = 128

    /// A one-line explanation for the user.
    public var description: String {
        let form = "etcd://HOST:PORT[,HOST:PORT…]/PREFIX (or etcds:// for TLS)"
        switch self {
        case .notEtcd: return "an etcd address has the form \(form)"
        case .credentialsInAddress: return "an etcd address carries no user name or password; pass them separately"
        case .queryOrFragment: return "an etcd address has no ?query or #fragment: \(form)"
        case .missingEndpoint: return "an etcd address names at least one HOST:PORT: \(form)"
        case .badHost(let host): return "\(quoted(host)) is not a host name or IP address"
        case .missingPort(let endpoint): return "\(quoted(endpoint)) needs a port, as in \(quoted(endpoint + ":2379"))"
        case .badPort(let port): return "\(quoted(port)) is not a port (1 to 65535)"
        case .duplicateEndpoint(let endpoint): return "\(quoted(endpoint)) is listed twice"
        case .tooManyEndpoints(let limit): return "an etcd address lists at most \(limit) members"
        case .missingPrefix: return "an etcd address ends with /PREFIX, the key prefix: \(form)"
        case .badPrefix(let prefix):
            return "\(quoted(prefix)) is not a key prefix (1 to \(Self.prefixLimit) letters, digits, '.', '_' or '-')"
        }
    }

    /// A piece of the user's text, quoted with control characters escaped so it cannot disturb a terminal.
    private func quoted(_ text: String) -> String {
        "'" + text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined() + "'"
    }
}
