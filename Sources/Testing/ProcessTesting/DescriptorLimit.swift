#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How many files this process may hold open: a load test opens hundreds of sockets, and macOS starts a
/// process with a soft limit of 256.
public enum DescriptorLimit {
    /// Raises the soft limit to at least `count`, as far as the hard limit allows, and returns the soft
    /// limit now in force (never lowering it).
    @discardableResult
    public static func raise(toAtLeast count: Int) -> Int {
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        // macOS refuses a soft limit above OPEN_MAX whatever the hard limit says (setrlimit(2)).
        #if canImport(Darwin)
        let ceiling = min(limit.rlim_max, rlim_t(OPEN_MAX))
        #else
        let ceiling = limit.rlim_max
        #endif
        if limit.rlim_cur < rlim_t(count), limit.rlim_cur < ceiling {
            var raised = limit
            raised.rlim_cur = min(rlim_t(count), ceiling)
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}
