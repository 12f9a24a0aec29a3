import Foundation

/// Which interfaces have a route, and which one the default route goes through: what tells the
/// interface of the real network from one that is up with nowhere to go.
///
/// Read on Linux from `/proc/net/route`; elsewhere not known (`nil`), and `serve --lan` goes by each
/// interface's flags alone.
public struct NetworkRoutes: Sendable, Equatable {
    /// The interfaces with a route that is up.
    public let routed: Set<String>
    /// The interface of the default route (of the lowest metric, when there are several), if any.
    public let defaultRoute: String?

    /// Routes as described (tests).
    public init(routed: Set<String>, defaultRoute: String?) {
        self.routed = routed
        self.defaultRoute = defaultRoute
    }

    /// The routes of `/proc/net/route`'s text: a heading, then one route a line (`Iface Destination
    /// Gateway Flags RefCnt Use Metric Mask …`, numbers in hex but the counts and the metric).
    public init(procNetRoute text: String) {
        var routed: Set<String> = []
        var best: (name: String, metric: Int)?
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
            guard fields.count >= 8, let flags = Int(fields[3], radix: 16), flags & 0x1 != 0 else { continue }  // RTF_UP
            let name = String(fields[0]), metric = Int(fields[6]) ?? Int.max
            routed.insert(name)
            if fields[1] == "00000000", fields[7] == "00000000", metric < best?.metric ?? Int.max { best = (name, metric) }
        }
        self.init(routed: routed, defaultRoute: best?.name)
    }

    /// This machine's routes, where the system tells them (Linux); `nil` elsewhere.
    public static func current() -> NetworkRoutes? {
        #if os(Linux)
        (try? String(contentsOfFile: "/proc/net/route", encoding: .utf8)).map(NetworkRoutes.init(procNetRoute:))
        #else
        nil
        #endif
    }
}
