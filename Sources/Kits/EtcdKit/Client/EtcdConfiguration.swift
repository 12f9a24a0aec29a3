import Foundation

/// How an ``EtcdClient`` reaches a cluster and how long and how much it is willing to wait for.
///
/// Every request is bounded: one attempt on one member by ``requestTimeout``, the whole call (trying the
/// other members, waiting out a leader election) by ``operationTimeout``, and every answer by
/// ``responseLimit`` bytes. A slow, silent or flooding server therefore costs a typed error, never a hang.
///
/// A sick member costs little: connecting has its own short bound (``connectTimeout``), and so has the
/// first byte of a read's answer (``firstByteTimeout``, doubled on each further round when the
/// members are merely slow); a write waits for its answer up to ``requestTimeout``, since giving up
/// sooner would leave its outcome unknown. With a ``memberMemory``, the next process too asks the member
/// that answered last first, and the members that failed lately last.
public struct EtcdConfiguration: Sendable {
    /// The members, tried in this order (starting from the last one that answered).
    public var endpoints: [EtcdEndpoint]
    /// Whether members are reached over TLS (`etcds://`), verified against ``trust``.
    public var isSecure: Bool
    /// Which certificates a member may present over TLS (unused in plain HTTP).
    public var trust: EtcdTrust
    /// Who to authenticate as, when the cluster has authentication on.
    public var credentials: EtcdCredentials?
    /// The longest one request to one member may take, from connecting to the last byte.
    public var requestTimeout: Duration
    /// The longest one call may take in all, over every member it tries.
    public var operationTimeout: Duration
    /// The largest answer (or watch message) accepted, in bytes.
    public var responseLimit: Int
    /// The longest connecting to one member may take.
    public var connectTimeout: Duration = .milliseconds(300)
    /// The longest the first byte of a read's answer (and a TLS handshake) may take on one member
    /// before the next one is asked.
    public var firstByteTimeout: Duration = .milliseconds(700)
    /// Where the member that answered last and the members that failed lately are remembered between
    /// processes (none: in this client only).
    public var memberMemory: EtcdMemberMemory?
    /// Where TLS sessions are kept between processes (`etcds://`), so that the next process resumes a
    /// session with a member instead of a full handshake: this folder, else the folder of the
    /// ``memberMemory`` file (both `nil`: each process handshakes afresh). Files there are the user's
    /// alone (0600), named by the member and the trust the session was verified under.
    public var sessionFolder: URL?
    /// How often the member holding an open watch is asked whether it still answers: one that misses two
    /// checks in a row (frozen, say) ends the stream there, and the watch resumes on another member.
    public var watchCheckInterval: Duration = .seconds(5)
    /// Whether an exchange asked for on the main thread blocks it rather than run on a thread of its own:
    /// for a process that runs one command and exits, which has nothing else to do meanwhile and for which
    /// starting a thread (and waking the concurrency runtime's) costs more than the exchange. Exchanges
    /// asked for elsewhere (a task group's, on the runtime's few threads) still get threads of their own.
    public var exchangesOnTheCallersThread = false

    /// A configuration for `address`'s members (over TLS, verified against its trust); the bounds default to 5 s per request, 15 s per call
    /// and 64 MiB per answer.
    public init(
        address: EtcdAddress, credentials: EtcdCredentials? = nil, requestTimeout: Duration = .seconds(5),
        operationTimeout: Duration = .seconds(15), responseLimit: Int = 64 << 20
    ) {
        self.init(endpoints: address.endpoints, isSecure: address.isSecure, trust: address.trust, credentials: credentials,
                  requestTimeout: requestTimeout, operationTimeout: operationTimeout, responseLimit: responseLimit)
    }

    /// A configuration for these members; the bounds default to 5 s per request, 15 s per call and
    /// 64 MiB per answer.
    public init(
        endpoints: [EtcdEndpoint], isSecure: Bool = false, trust: EtcdTrust = .system, credentials: EtcdCredentials? = nil,
        requestTimeout: Duration = .seconds(5), operationTimeout: Duration = .seconds(15), responseLimit: Int = 64 << 20
    ) {
        self.endpoints = endpoints
        self.isSecure = isSecure
        self.trust = trust
        self.credentials = credentials
        self.requestTimeout = requestTimeout
        self.operationTimeout = operationTimeout
        self.responseLimit = responseLimit
    }

    /// How each connection speaks to a member.
    var security: SocketConnection.Security { isSecure ? .tls(trust) : .plain }
}
