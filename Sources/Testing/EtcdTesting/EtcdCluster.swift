import EtcdKit
import Foundation
import ProcessTesting

/// Real etcd members on free loopback ports, each with its own temporary data directory: a
/// single-member cluster or a three-member one, for tests that need the real thing.
///
/// With a ``TestCertificates/Identity``, each member serves its clients over TLS only (`https://`), and
/// keeps a plain control port for the harness's own requests (status, users, roles).
///
/// Use ``with(members:tls:_:)``: it stops every member it started and removes their directories,
/// whether the test passed, failed or threw. A member can be SIGKILLed (``kill(_:)``) to test failover,
/// and started again on its data (``restart(_:)``), or frozen with SIGSTOP (``freeze(_:)``) and thawed.
public final class EtcdCluster: @unchecked Sendable {  // mutated only by the test that owns it, one call at a time
    /// One member process.
    public struct Member {
        /// Its name in the cluster (`m0`, `m1`…), also its log's name.
        public let name: String
        /// Its client address on loopback (TLS only, when the cluster serves TLS).
        public let endpoint: EtcdEndpoint
        /// Where the harness itself reaches it in plain HTTP: ``endpoint`` unless the cluster serves TLS.
        public let controlEndpoint: EtcdEndpoint
        /// The arguments it was started with, to start it again.
        public let arguments: [String]
        /// The running (or killed) process.
        public var process: ChildProcess
        /// Whether it should be running: false once killed, until restarted.
        public var isRunning: Bool
        /// Whether it is stopped with SIGSTOP: its kernel still accepts connections, it answers nothing.
        public var isFrozen = false
    }

    /// The etcd executable, if this machine has one.
    public static let binary = SystemTool.find("etcd")

    /// Whether the tests must run: etcd is here, or this is CI on Linux (where a missing etcd is a failure).
    public static let shouldRun = binary != nil || SystemTool.isDemandedByCI

    /// Why a suite was skipped, shown by the test runner.
    public static let skipReason = "needs etcd (apt-get install etcd-server); set CI to make its absence a failure"

    private(set) var members: [Member] = []
    /// The temporary directory of every member's data and log.
    public let directory: URL
    /// The client endpoints of every member, running or not, in order.
    public var endpoints: [EtcdEndpoint] { members.map(\.endpoint) }

    private init(directory: URL) {
        self.directory = directory
    }

    /// Starts `members` members (serving clients over TLS with `tls`), waits until they have a leader,
    /// runs `body`, and stops them all.
    public static func with<Result>(
        members count: Int = 1, tls: TestCertificates.Identity? = nil, _ body: (EtcdCluster) async throws -> Result
    ) async throws -> Result {
        guard let binary else { throw HarnessError("etcd was not found on PATH or in /usr/bin (apt-get install etcd-server)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("etcd-test-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cluster = EtcdCluster(directory: directory)
        defer { cluster.stop() }
        // A port another process took between probing and binding makes a member exit, and once in a
        // while, when many clusters start at the same moment, one member never opens its ports at all:
        // either way the cluster starts afresh, on new ports.
        for attempt in 1...3 {
            try cluster.start(binary: binary, count: count, tls: tls)
            do {
                try await cluster.waitForLeader()
                break
            } catch let error as HarnessError where attempt < 3 {
                print("etcd cluster, attempt \(attempt) of 3: \(error.description.prefix(400))")
                cluster.stop()
                cluster.members = []
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }
        }
        return try await body(cluster)
    }

    private func start(binary: String, count: Int, tls: TestCertificates.Identity?) throws {
        let ports = try FreePorts.take(3 * count)
        let names = (0..<count).map { "m\($0)" }
        let peers = names.enumerated().map { "\($1)=http://127.0.0.1:\(ports[3 * $0 + 1])" }.joined(separator: ",")
        for (index, name) in names.enumerated() {
            let client = "\(tls == nil ? "http" : "https")://127.0.0.1:\(ports[3 * index])"
            let peer = "http://127.0.0.1:\(ports[3 * index + 1])"
            let control = tls == nil ? ports[3 * index] : ports[3 * index + 2]
            let listen = tls == nil ? client : "\(client),http://127.0.0.1:\(control)"
            let certificate = tls.map { ["--cert-file", $0.certificate, "--key-file", $0.key] } ?? []
            let arguments = certificate + [
                "--name", name, "--data-dir", directory.appendingPathComponent(name).path,
                "--listen-client-urls", listen, "--advertise-client-urls", client,
                "--listen-peer-urls", peer, "--initial-advertise-peer-urls", peer,
                "--initial-cluster", peers, "--initial-cluster-state", "new",
                "--initial-cluster-token", directory.lastPathComponent,
                // etcd's default timing, kept explicit: shorter elections flap on a busy machine.
                "--heartbeat-interval", "100", "--election-timeout", "1000",
                "--log-level", "warn",
            ]
            let process = try launch(binary: binary, arguments: arguments, log: name)
            members.append(Member(name: name, endpoint: EtcdEndpoint(host: "127.0.0.1", port: ports[3 * index]),
                                  controlEndpoint: EtcdEndpoint(host: "127.0.0.1", port: control),
                                  arguments: arguments, process: process, isRunning: true))
        }
    }

    /// Starts etcd with `arguments`, its output appended to `LOG.log` in the cluster's directory.
    private func launch(binary: String, arguments: [String], log: String) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        // Upstream etcd 3.4 refuses to start on architectures it does not support officially (arm64,
        // say) unless told; Debian's build only warns. Harmless where supported.
        #if !arch(x86_64)
        environment["ETCD_UNSUPPORTED_ARCH"] = Self.goArchitecture
        #endif
        return try ChildProcess(binary, arguments: arguments, environment: environment,
                                output: .appending(directory.appendingPathComponent("\(log).log").path))
    }

    /// Starts a killed member again on its data directory and ports, and waits for a leader.
    public func restart(_ index: Int) async throws {
        guard !members[index].isRunning, let binary = Self.binary else { return }
        members[index].process = try launch(binary: binary, arguments: members[index].arguments, log: members[index].name)
        members[index].isRunning = true
        members[index].isFrozen = false
        try await waitForLeader()
    }

    #if !arch(x86_64)
    private static var goArchitecture: String {
        #if arch(arm64)
        return "arm64"
        #else
        return "unknown"
        #endif
    }
    #endif

    /// SIGKILLs member `index` (no chance to step down or flush) and reaps it.
    public func kill(_ index: Int) {
        guard members[index].isRunning else { return }
        members[index].process.kill()
        members[index].isRunning = false
    }

    /// SIGSTOPs member `index`: it holds every connection and answers nothing, as a hung member would.
    public func freeze(_ index: Int) {
        guard members[index].isRunning else { return }
        members[index].process.signal(SIGSTOP)
        members[index].isFrozen = true
    }

    /// SIGCONTs a frozen member.
    public func thaw(_ index: Int) {
        members[index].process.signal(SIGCONT)
        members[index].isFrozen = false
    }

    /// The members that answer: running and not frozen.
    private var answering: [Member] { members.filter { $0.isRunning && !$0.isFrozen } }

    /// Waits (at most 20 s) until member `index` answers that it knows no leader: after losing the
    /// quorum, it notices within etcd's election timeout.
    public func waitUntilLeaderless(_ index: Int) async throws {
        _ = try await Deadline(.seconds(20), waitingFor: "\(members[index].name) to know no leader").poll { () async -> Bool? in
            guard let status = try? await status(of: members[index].controlEndpoint) else { return nil }
            return status.leader == nil || status.leader == "0" ? true : nil
        }
    }

    /// SIGKILLs every running member and removes the data directories.
    public func stop() {
        for index in members.indices { kill(index) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The index of the current leader, asking the running members.
    public func leader() async throws -> Int {
        for member in answering {
            guard let status = try? await status(of: member.controlEndpoint), let leader = status.leader, leader != "0" else { continue }
            for (index, other) in members.enumerated() where other.isRunning && !other.isFrozen {
                if (try? await self.status(of: other.controlEndpoint))?.memberID == leader { return index }
            }
        }
        throw HarnessError("no running member knows a leader")
    }

    /// Waits (at most 30 s: a busy machine slows elections down) until every running member answers
    /// and knows a leader.
    public func waitForLeader() async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        var lastAnswers: [String: String] = [:]
        while ContinuousClock.now < deadline {
            var ready = true
            if let gone = members.first(where: { $0.isRunning && !$0.process.isRunning }) {
                throw HarnessError("etcd member \(gone.name) exited:\n\(log(of: gone).suffix(1000))", memberExited: true)
            }
            for member in answering {
                do {
                    let status = try await status(of: member.controlEndpoint)
                    if status.leader == nil || status.leader == "0" { ready = false }
                    lastAnswers[member.name] = "leader \(status.leader ?? "none")"
                } catch {
                    ready = false
                    lastAnswers[member.name] = "\(error)"
                }
            }
            if ready { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        // What each member last said tells a cluster without a leader from status calls that failed.
        let answers = members.filter { lastAnswers[$0.name] != nil }.map { "\($0.name) at \($0.controlEndpoint): \(lastAnswers[$0.name]!)" }
        // The log of a member that never answered says most: it comes first, from its beginning.
        let silent = members.filter { !(lastAnswers[$0.name]?.hasPrefix("leader") ?? false) }
        let logs = silent.map { "\($0.name) (pid \($0.process.id), running: \($0.process.isRunning)): \(log(of: $0).prefix(1500))" }
        throw HarnessError("etcd did not elect a leader within 30 s; status: \(answers.joined(separator: "; "))\n\(logs.joined(separator: "\n"))")
    }

    private func log(of member: Member) -> String {
        (try? String(contentsOf: directory.appendingPathComponent("\(member.name).log"), encoding: .utf8)) ?? ""
    }

    /// What `/v3/maintenance/status` says of a member.
    private struct Status: Decodable {
        struct Header: Decodable {
            let member_id: String?
        }
        let header: Header?
        let leader: String?
        var memberID: String? { header?.member_id }
    }

    private func status(of endpoint: EtcdEndpoint) async throws -> Status {
        try JSONDecoder().decode(Status.self, from: try await post("/v3/maintenance/status", "{}", to: endpoint))
    }

    /// POSTs raw JSON to a member's gateway (for what the client does not do: users, roles, auth)
    /// and returns the body of a 200 answer. Always in plain HTTP, on the member's control port.
    @discardableResult
    public func post(_ path: String, _ json: String, to endpoint: EtcdEndpoint? = nil, token: String? = nil) async throws -> Data {
        let target = endpoint ?? answering.first!.endpoint
        let endpoint = members.first { $0.endpoint == target }?.controlEndpoint ?? target
        let (ok, data) = try await ControlCall(endpoint: endpoint, path: path, json: json, token: token).send()
        guard ok else {
            throw HarnessError("\(path) answered \(String(decoding: data, as: UTF8.self))")
        }
        return data
    }

    /// Makes every auth token the cluster issued invalid, as an expiry would: turns authentication off
    /// (as root) and on again.
    public func invalidateTokens(rootPassword password: String) async throws {
        struct Token: Decodable { let token: String }
        let root = try JSONDecoder().decode(Token.self, from: try await post(
            "/v3/auth/authenticate", #"{"name":"root","password":"\#(password)"}"#)).token
        try await post("/v3/auth/disable", "{}", token: root)
        try await post("/v3/auth/enable", "{}")
    }

    /// Adds a user who may only read the keys under `prefix` (call before authentication is on).
    public func addReader(_ user: String, password: String, prefix: String) async throws {
        try await addUser(user, password: password, may: "READ", prefix: prefix)
    }

    /// Adds a user whose role may do `permission` (`READ`, `WRITE` or `READWRITE`) to the keys under
    /// `prefix`, and nothing else (call before authentication is on).
    public func addUser(_ user: String, password: String, may permission: String, prefix: String) async throws {
        let key = Data(prefix.utf8).base64EncodedString()
        let end = Data((prefix.dropLast() + String(UnicodeScalar(prefix.unicodeScalars.last!.value + 1)!)).utf8).base64EncodedString()
        try await post("/v3/auth/role/add", #"{"name":"\#(user)-role"}"#)
        try await post("/v3/auth/role/grant", #"{"name":"\#(user)-role","perm":{"permType":"\#(permission)","key":"\#(key)","range_end":"\#(end)"}}"#)
        try await post("/v3/auth/user/add", #"{"name":"\#(user)","password":"\#(password)"}"#)
        try await post("/v3/auth/user/grant", #"{"user":"\#(user)","role":"\#(user)-role"}"#)
    }

    /// Turns authentication on with a `root` user whose password is `password`.
    public func enableAuthentication(rootPassword password: String) async throws {
        try await post("/v3/auth/user/add", #"{"name":"root","password":"\#(password)"}"#)
        try await post("/v3/auth/user/grant", #"{"user":"root","role":"root"}"#)
        try await post("/v3/auth/enable", "{}")
    }
}

/// A failure of the test harness itself (etcd missing, not starting), with what went wrong.
public struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Whether an etcd member exited while starting (a port taken meanwhile, say).
    public let memberExited: Bool

    /// A failure saying `description`.
    public init(_ description: String, memberExited: Bool = false) {
        self.description = description
        self.memberExited = memberExited
    }
}
