import Foundation

/// The programs a test runs that this package does not build (a browser, a decoder, etcd): found on
/// `PATH`, as each system installs them in its own place, and required where CI installs them.
public enum SystemTool {
    /// The path of the program `name` on `PATH`, else in `/usr/local/bin` or `/opt/homebrew/bin`; `nil`
    /// when it is in none of them.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init) ?? []
        return (path + ["/usr/local/bin", "/opt/homebrew/bin"]).map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a test whose tool is missing fails rather than skips: under `CI` on Linux, where `.ci/run`
    /// installs every tool. A Mac's hosted runner sets `CI` too but has none of them, so there it skips.
    public static var isDemandedByCI: Bool {
        #if os(Linux)
        ProcessInfo.processInfo.environment["CI"] != nil
        #else
        false
        #endif
    }
}
