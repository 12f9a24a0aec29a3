/// Where a set of keys lives: the members of one etcd cluster and the key prefix, parsed from
/// `etcd://HOST:PORT[,HOST:PORT…]/PREFIX` or `etcds://…` (TLS).
///
/// Several clients, or several sets of keys, share one cluster by using different prefixes. The parser
/// is strict: anything it does not understand is an ``EtcdAddressError`` naming the part at fault,
/// never a guess. A user name or password in the address is refused (credentials travel apart, so they
/// never show up where addresses are printed).
public struct EtcdAddress: Sendable, Hashable, CustomStringConvertible {
    /// The members to talk to, in the order given: a client tries them in turn when one fails.
    public let endpoints: [EtcdEndpoint]
    /// Whether the members are reached over TLS (`etcds://`).
    public let isSecure: Bool
    /// The key prefix (the path after the endpoints), without slashes.
    public let prefix: String
    /// Which certificates the members may present over TLS: the system's trusted authorities unless the
    /// caller names a CA file (the text of an address never does). Unused by `etcd://`.
    public var trust: EtcdTrust = .system

    /// The most members one address may list.
    public static let endpointLimit = 16

    /// Parses `text`, or throws the first thing wrong with it.
    public init(parsing text: String) throws(EtcdAddressError) {
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("etcd://") {
            isSecure = false
            rest = text.dropFirst("etcd://".count)
        } else if lowered.hasPrefix("etcds://") {
            isSecure = true
            rest = text.dropFirst("etcds://".count)
        } else {
            throw .notEtcd
        }
        guard !rest.contains("@") else { throw .credentialsInAddress }
        guard !rest.contains("?"), !rest.contains("#") else { throw .queryOrFragment }

        let authority = rest.prefix { $0 != "/" }
        guard authority.count < rest.count else { throw authority.isEmpty ? .missingEndpoint : .missingPrefix }
        let path = rest.dropFirst(authority.count + 1)

        var endpoints: [EtcdEndpoint] = []
        for piece in authority.split(separator: ",", omittingEmptySubsequences: false) {
            let endpoint = try Self.endpoint(String(piece))
            guard !endpoints.contains(endpoint) else { throw .duplicateEndpoint(endpoint.description) }
            endpoints.append(endpoint)
        }
        guard endpoints.count <= Self.endpointLimit else { throw .tooManyEndpoints(limit: Self.endpointLimit) }
        self.endpoints = endpoints

        guard !path.isEmpty else { throw .missingPrefix }
        guard Self.isPrefix(path) else { throw .badPrefix(String(path)) }
        prefix = String(path)
    }

    /// Whether `text` is meant as an etcd address (it names the scheme), so a caller choosing between a
    /// directory and a cluster can tell which error to show.
    public static func isEtcdAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("etcd://") || lowered.hasPrefix("etcds://")
    }

    /// The address written back in its canonical form.
    public var description: String {
        "\(isSecure ? "etcds" : "etcd")://\(endpoints.map(\.description).joined(separator: ","))/\(prefix)"
    }

    /// One `HOST:PORT` or `[IPV6]:PORT`.
    private static func endpoint(_ text: String) throws(EtcdAddressError) -> EtcdEndpoint {
        guard !text.isEmpty else { throw .missingEndpoint }
        let host: String, port: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw .badHost(text) }
            host = String(text[text.index(after: text.startIndex)..<close])
            guard isIPv6(host) else { throw .badHost(String(text[...close])) }
            let after = text[text.index(after: close)...]
            guard after.hasPrefix(":") else {
                if after.isEmpty { throw .missingPort(text) }
                throw .badHost(text)
            }
            port = after.dropFirst()
        } else {
            guard let colon = text.firstIndex(of: ":") else {
                guard isHostName(text) || isIPv4(text) else { throw .badHost(text) }
                throw .missingPort(text)
            }
            host = String(text[..<colon])
            guard isHostName(host) || isIPv4(host) else { throw .badHost(host) }
            port = text[text.index(after: colon)...]
        }
        guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCIIDigit), let number = Int(port),
              (1...65535).contains(number) else { throw .badPort(String(port)) }
        return EtcdEndpoint(host: host, port: number)
    }

    /// A DNS name: dot-separated labels of letters, digits and inner hyphens, not all digits.
    private static func isHostName(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed = labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCIILetterOrDigit || $0 == "-" }
        }
        // All-digit labels are an IPv4 address (checked apart), not a name.
        return wellFormed && !labels.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
    }

    /// Four decimal numbers 0…255 without leading zeros, separated by dots.
    private static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit)
                && (part == "0" || part.first != "0") && Int(part).map { $0 <= 255 } == true
        }
    }

    /// Hex groups separated by colons, with at most one `::` (no zone, no embedded IPv4).
    private static func isIPv6(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 39, text.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == ":") }) else { return false }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        let groups = halves.flatMap { $0.isEmpty ? [] : $0.split(separator: ":", omittingEmptySubsequences: false) }
        guard groups.allSatisfy({ !$0.isEmpty && $0.count <= 4 }) else { return false }
        return halves.count == 2 ? groups.count <= 7 : groups.count == 8
    }

    /// One path segment of letters, digits, `.`, `_`, `-`; not `.` or `..`.
    private static func isPrefix(_ text: Substring) -> Bool {
        text.count <= EtcdAddressError.prefixLimit && text != "." && text != ".."
            && text.allSatisfy { $0.isASCIILetterOrDigit || $0 == "." || $0 == "_" || $0 == "-" }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIILetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
