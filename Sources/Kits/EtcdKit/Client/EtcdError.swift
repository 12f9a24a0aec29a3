/// Why an etcd call failed. Descriptions are one line for a person; none carries a password or a
/// response body, and a server's own message is shortened and stripped of control characters.
public enum EtcdError: Error, Hashable, CustomStringConvertible {
    /// No member could be used: each was not reached (connection refused, unknown host, no connection in
    /// time) or, when several are listed, failed in its own way (no answer in time, no leader, a
    /// certificate that does not verify), as each failure says.
    case unreachable([EtcdMemberFailure])
    /// Members answer, but fewer than a majority of the listed `members`, and none knows a leader: the
    /// cluster cannot agree on anything (not even a linearizable read) until more members are back.
    case quorumLost(answering: [EtcdEndpoint], members: Int)
    /// A member accepted the request but did not answer completely within the request timeout (or, for a
    /// read, did not begin to within the first-byte bound). For a write, as for ``outcomeUnknown(_:)``, it
    /// may or may not have been applied.
    case timedOut(EtcdEndpoint)
    /// The connection broke after a write was sent: it may or may not have been applied. Read before
    /// retrying.
    case outcomeUnknown(EtcdEndpoint)
    /// The members answered but the cluster could not serve the request in time (no leader, say).
    case unavailable(EtcdEndpoint, message: String)
    /// An answer exceeded the configured limit; the connection was dropped.
    case responseTooLarge(EtcdEndpoint, limit: Int)
    /// An answer was not what the etcd gateway sends (not JSON, wrong fields, bad base64, not HTTP).
    case malformedResponse(EtcdEndpoint, reason: String)
    /// TLS (`etcds://`) was asked for, but OpenSSL 3 (`libssl.so.3`) cannot be loaded here (macOS, or a
    /// system without it).
    case secureConnectionUnsupported
    /// The CA file to verify members with is missing, unreadable, or holds no PEM certificate.
    case unusableCertificateAuthority(path: String, reason: String)
    /// The member's TLS certificate did not verify (unknown authority, another host's name, expired),
    /// for OpenSSL's reason. Nothing was sent.
    case certificateRejected(EtcdEndpoint, reason: String)
    /// The member did not complete a TLS handshake (it speaks plain HTTP, say), for OpenSSL's reason.
    /// Nothing was sent.
    case handshakeFailed(EtcdEndpoint, reason: String)
    /// A plain (`etcd://`) request reached a member that speaks TLS only.
    case requiresTLS(EtcdEndpoint)
    /// The cluster refused the user name or password.
    case authenticationFailed(user: String)
    /// The cluster has authentication on and no credentials were given.
    case authenticationRequired
    /// The authenticated user may not do this.
    case permissionDenied(message: String)
    /// The revision asked for was compacted away; read the current state and watch from there.
    case compacted(revision: Int64)
    /// Any other error the cluster reported, with its gRPC code.
    case server(code: Int, message: String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .unreachable(let failures) where failures.count == 1:
            return "etcd at \(failures[0].endpoint) unreachable: \(failures[0].reason)"
        case .unreachable(let failures):
            return "etcd at \(failures.map(\.endpoint.description).joined(separator: ", ")) unreachable: "
                + failures.map(\.description).joined(separator: ", ")
        case .quorumLost(let answering, let members):
            return "etcd has lost its quorum: \(answering.count) of \(members) members answering "
                + "(\(answering.map(\.description).joined(separator: ", "))), too few to agree on any read or change"
        case .timedOut(let endpoint): return "etcd at \(endpoint) did not answer in time"
        case .outcomeUnknown(let endpoint):
            return "the connection to etcd at \(endpoint) broke: the change may or may not have been made"
        case .unavailable(let endpoint, let message): return "etcd at \(endpoint) is unavailable: \(message)"
        case .responseTooLarge(let endpoint, let limit): return "etcd at \(endpoint) sent more than \(limit) bytes"
        case .malformedResponse(let endpoint, let reason): return "etcd at \(endpoint) sent a malformed answer: \(reason)"
        case .secureConnectionUnsupported:
            #if os(Linux)
            return "etcds:// (TLS) needs OpenSSL 3 (libssl.so.3), which could not be loaded"
            #else
            return "etcds:// (TLS) is not available on this platform yet"
            #endif
        case .unusableCertificateAuthority(let path, let reason): return "the CA file \(path) cannot be used: \(reason)"
        case .certificateRejected(let endpoint, let reason):
            return "etcd at \(endpoint) presented a certificate that does not verify: \(reason); nothing was sent"
        case .handshakeFailed(let endpoint, let reason):
            return "etcd at \(endpoint) did not complete a TLS handshake (\(reason)); a member serving plain HTTP is reached with etcd://"
        case .requiresTLS(let endpoint): return "etcd at \(endpoint) speaks TLS only: reach it with etcds://"
        case .authenticationFailed(let user): return "etcd refused the user name or password of user \(user)"
        case .authenticationRequired: return "etcd requires a user name and password"
        case .permissionDenied(let message): return "etcd denied permission: \(message)"
        case .compacted(let revision): return "etcd revision \(revision) was compacted"
        case .server(let code, let message): return "etcd error \(code): \(message)"
        }
    }
}
