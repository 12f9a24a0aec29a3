#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// One address of one of this machine's network interfaces, as `getifaddrs(3)` lists them: what a
/// server listening on every interface can be reached at, and where a server for the LAN listens.
public struct NetworkInterface: Sendable, Equatable {
    /// The interface's name (`eth0`, `en0`, `lo`).
    public let name: String
    /// The numeric address (`192.168.1.20`, `fe80::1%en0`).
    public let address: String
    /// Whether the address is IPv4.
    public let isIPv4: Bool
    /// Whether the interface is up.
    public let isUp: Bool
    /// Whether the interface is the loopback one.
    public let isLoopback: Bool
    /// Whether the link is there (a cable or a network joined): on Linux its `carrier`, elsewhere `IFF_RUNNING`.
    /// A bridge with nothing on it (`docker0`) is up without one.
    public let hasCarrier: Bool

    /// An interface address as described (tests build lists of these).
    public init(name: String, address: String, isIPv4: Bool, isUp: Bool, isLoopback: Bool, hasCarrier: Bool = true) {
        self.name = name
        self.address = address
        self.isIPv4 = isIPv4
        self.isUp = isUp
        self.isLoopback = isLoopback
        self.hasCarrier = hasCarrier
    }

    /// The address to serve the LAN on (the one a phone or tablet on the same network reaches): of the
    /// interfaces in `interfaces` that are up, have a carrier, are not loopback, have an IPv4 address and,
    /// where `routes` are known, a route, the default route's, else the first; `nil` when none is.
    public static func lanAddress(in interfaces: [NetworkInterface], routes: NetworkRoutes? = nil) -> String? {
        let usable = interfaces.filter { $0.isUp && $0.hasCarrier && !$0.isLoopback && $0.isIPv4 && routes?.routed.contains($0.name) != false }
        return (usable.first { $0.name == routes?.defaultRoute } ?? usable.first)?.address
    }

    /// Every IPv4 and IPv6 address of this machine's interfaces, in the system's order.
    public static func all() -> [NetworkInterface] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found: [NetworkInterface] = []
        var next = first
        while let entry = next?.pointee {
            next = entry.ifa_next
            guard let address = entry.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let flags = UInt32(entry.ifa_flags), name = String(cString: entry.ifa_name)
            found.append(NetworkInterface(
                name: name, address: String(decoding: host.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self),
                isIPv4: family == AF_INET, isUp: flags & UInt32(IFF_UP) != 0, isLoopback: flags & UInt32(IFF_LOOPBACK) != 0,
                hasCarrier: carrier(of: name) ?? (flags & UInt32(IFF_RUNNING) != 0)))
        }
        return found
    }

    /// Linux's own word on the link (`/sys/class/net/NAME/carrier`: `1` or `0`); `nil` where there is none.
    private static func carrier(of name: String) -> Bool? {
        #if os(Linux)
        guard !name.contains("/"), let text = try? String(contentsOfFile: "/sys/class/net/\(name)/carrier", encoding: .utf8) else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
        #else
        return nil
        #endif
    }
}
