import Foundation

/// Members that failed lately (no connection, no answer in time, a certificate that does not verify),
/// kept in a small file so that the next process asks a healthy member first instead of waiting on the
/// same sick one again. Each line is `SECONDS PORT HOST`: when the member failed (since 1970), and
/// which. A failure is forgotten after ``lifetime``, or as soon as the member answers.
///
/// Only a hint for the order of members: a missing, damaged or concurrently rewritten file is read as
/// what it holds of whole lines, and a failure to write it is ignored. Written atomically (a temporary
/// file renamed over it).
public struct EtcdMemberMemory: Sendable {
    /// The file.
    public let file: URL
    /// How long a failure is remembered.
    public let lifetime: Duration

    /// The most members the file keeps (the most recent failures).
    static let limit = 64
    /// How long a failure is remembered unless told otherwise.
    public static let defaultLifetime = Duration.seconds(30)

    /// A memory kept in `file`, of failures for `lifetime`.
    public init(file: URL, lifetime: Duration = defaultLifetime) {
        self.file = file
        self.lifetime = lifetime
    }

    /// The members that failed within ``lifetime`` before `now`, and when.
    public func failures(at now: Date = Date()) -> [EtcdEndpoint: Date] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        var failures: [EtcdEndpoint: Date] = [:]
        for line in text.split(separator: "\n").prefix(Self.limit) {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let seconds = Double(parts[0]), let port = Int(parts[1]), (1...65_535).contains(port) else { continue }
            let date = Date(timeIntervalSince1970: seconds)
            guard Self.isRecent(date, at: now, lifetime: lifetime) else { continue }
            failures[EtcdEndpoint(host: String(parts[2]), port: port)] = date
        }
        return failures
    }

    /// Whether a failure at `date` is still remembered at `now`.
    static func isRecent(_ date: Date, at now: Date, lifetime: Duration) -> Bool {
        let age = now.timeIntervalSince(date)
        return age > -1 && age < lifetime / .seconds(1)
    }

    /// Records that `endpoint` failed at `now` (`nil`: that it answered, so it is forgotten).
    public func record(_ endpoint: EtcdEndpoint, failedAt now: Date?) {
        var failures = failures(at: now ?? Date())
        guard failures[endpoint] != now else { return }
        failures[endpoint] = now
        let newest = failures.sorted { $0.value > $1.value }.prefix(Self.limit)
        let text = newest.map { "\(String(format: "%.3f", $0.value.timeIntervalSince1970)) \($0.key.port) \($0.key.host)\n" }.joined()
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? Data(text.utf8).write(to: file, options: .atomic)
    }
}
