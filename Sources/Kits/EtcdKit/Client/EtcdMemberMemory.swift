import Foundation

/// Which members answered and which failed lately (no connection, no answer in time, a certificate that
/// does not verify), kept in a small file so that the next process asks the member that answered first
/// instead of waiting on a sick one again. Each line is `SECONDS PORT HOST` (the member failed then,
/// in seconds since 1970) or `answered SECONDS PORT HOST` (the member answered then, after another had
/// answered before it). A failure is forgotten after ``lifetime``, or as soon as the member answers; of
/// a cluster's members, the one that answered last is asked first until another answers instead.
///
/// Only a hint for the order of members: a missing, damaged or concurrently rewritten file is read as
/// what it holds of whole lines, and a failure to write it is ignored. Written atomically (a temporary
/// file renamed over it, not flushed), and only when what it says changes: a healthy cluster, or a
/// member failing again, costs no write.
public struct EtcdMemberMemory: Sendable {
    /// The file.
    public let file: URL
    /// How long a failure is remembered.
    public let lifetime: Duration

    /// The most failures, and the most answers, the file keeps (the most recent).
    static let limit = 64
    /// How long a failure is remembered unless told otherwise.
    public static let defaultLifetime = Duration.seconds(30)
    /// The word that opens the line of a member that answered.
    private static let answeredWord = "answered"

    /// A memory kept in `file`, of failures for `lifetime`.
    public init(file: URL, lifetime: Duration = defaultLifetime) {
        self.file = file
        self.lifetime = lifetime
    }

    /// What the file holds: when each member last failed (within ``lifetime`` before `now`), and when
    /// each last answered.
    struct Entries {
        var failures: [EtcdEndpoint: Date] = [:]
        var answers: [EtcdEndpoint: Date] = [:]
    }

    /// The members that failed within ``lifetime`` before `now`, and when.
    public func failures(at now: Date = Date()) -> [EtcdEndpoint: Date] {
        entries(at: now).failures
    }

    /// Of `endpoints`, the member that answered last, when the file names one.
    public func lastAnswered(among endpoints: [EtcdEndpoint]) -> EtcdEndpoint? {
        let answers = entries(at: Date()).answers
        return endpoints.filter { answers[$0] != nil }.max { answers[$0]! < answers[$1]! }
    }

    /// The file's whole lines.
    func entries(at now: Date) -> Entries {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return Entries() }
        var entries = Entries()
        for line in text.split(separator: "\n").prefix(2 * Self.limit) {
            var parts = line.split(separator: " ", maxSplits: 3)
            let answered = parts.first == Substring(Self.answeredWord)
            if answered { parts.removeFirst() } else if parts.count == 4 { continue }
            guard parts.count == 3, let seconds = Double(parts[0]), let port = Int(parts[1]), (1...65_535).contains(port) else { continue }
            let date = Date(timeIntervalSince1970: seconds), endpoint = EtcdEndpoint(host: String(parts[2]), port: port)
            if answered {
                entries.answers[endpoint] = date
            } else if Self.isRecent(date, at: now, lifetime: lifetime) {
                entries.failures[endpoint] = date
            }
        }
        return entries
    }

    /// Whether a failure at `date` is still remembered at `now`.
    static func isRecent(_ date: Date, at now: Date, lifetime: Duration) -> Bool {
        let age = now.timeIntervalSince(date)
        return age > -1 && age < lifetime / .seconds(1)
    }

    /// Records that `endpoint` failed at `now` (`nil`: that it answered, so it is forgotten); the file
    /// is left as it is when it says so already (a failure kept less than half its lifetime ago).
    public func record(_ endpoint: EtcdEndpoint, failedAt now: Date?) {
        var entries = entries(at: now ?? Date())
        let known = entries.failures[endpoint]
        if let now, let known, Self.isRecent(known, at: now, lifetime: lifetime / 2) { return }
        guard known != now else { return }
        entries.failures[endpoint] = now
        write(entries)
    }

    /// Records that `endpoint` answered at `now`: of its cluster, it is asked first from now on.
    public func recordAnswer(of endpoint: EtcdEndpoint, at now: Date = Date()) {
        var entries = entries(at: now)
        entries.answers[endpoint] = now
        entries.failures[endpoint] = nil
        write(entries)
    }

    private func write(_ entries: Entries) {
        func lines(_ dates: [EtcdEndpoint: Date], _ prefix: String) -> String {
            dates.sorted { $0.value > $1.value }.prefix(Self.limit).map {
                "\(prefix)\(String(format: "%.3f", $0.value.timeIntervalSince1970)) \($0.key.port) \($0.key.host)\n"
            }.joined()
        }
        let text = lines(entries.failures, "") + lines(entries.answers, Self.answeredWord + " ")
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Renamed over the file but never flushed: it is a hint, not data, and a write lost in a crash costs one wasted try.
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString.prefix(8))")
        guard (try? Data(text.utf8).write(to: temporary)) != nil else { return }
        if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }
}
