import Foundation
import Synchronization

/// The connections of one ``EtcdClient``: at most one idle connection per member, which the next request
/// to that member reuses (HTTP/1.1 keep-alive), so that a command of several requests connects, and over
/// TLS handshakes, once per member; and, over TLS, the session saved for the next process after a full
/// handshake (``TLSSessionCache``), so that the next command resumes it.
///
/// A kept connection serves one exchange at a time: taken out of the pool, used on that exchange's
/// thread, put back once its answer was read whole. Idle connections close when the client goes.
final class ConnectionPool: Sendable {
    /// A kept connection. Unchecked: only one thread at a time holds it, since it is taken out of the
    /// pool under the pool's lock before any use.
    private struct Kept: @unchecked Sendable {
        let connection: SocketConnection
    }

    /// How connections speak to members.
    let security: SocketConnection.Security
    /// Where TLS sessions are kept between processes; `nil`: in none.
    let sessions: TLSSessionCache?
    private let idle = Mutex<[EtcdEndpoint: Kept]>([:])
    private let counts = Mutex((opened: 0, resumed: 0))

    /// A pool whose connections speak `security`, keeping TLS sessions in `sessions`.
    init(security: SocketConnection.Security, sessions: TLSSessionCache?) {
        self.security = security
        self.sessions = sessions
    }

    deinit {
        // Released on whichever thread drops the client, where SIGPIPE may not be blocked: no goodbye.
        idle.withLock { $0.values.forEach { $0.connection.abandon() } }
    }

    /// How many connections were opened, and how many of their TLS handshakes resumed a saved session.
    var statistics: (opened: Int, resumed: Int) { counts.withLock { $0 } }

    /// A new connection to `endpoint` (over TLS offering the session saved for it), within `bounds`.
    func open(_ endpoint: EtcdEndpoint, bounds: ExchangeBounds, isCancelled: @escaping @Sendable () -> Bool) throws(ExchangeFailure) -> SocketConnection {
        var saved: [UInt8]?
        if case .tls(let trust) = security { saved = sessions?.load(for: endpoint, trust: trust) }
        let connection = try SocketConnection(to: endpoint, security: security, resuming: saved, bounds: bounds, isCancelled: isCancelled)
        counts.withLock { counts in
            counts.opened += 1
            if connection.resumed { counts.resumed += 1 }
        }
        return connection
    }

    /// The idle connection kept for `endpoint`, unless the member closed it meanwhile (it is dropped).
    func take(_ endpoint: EtcdEndpoint) -> SocketConnection? {
        guard let kept = idle.withLock({ $0.removeValue(forKey: endpoint) }) else { return nil }
        TLSChannel.blockBrokenPipeSignal()  // this thread may write on it
        guard kept.connection.isOpenAndIdle() else {
            kept.connection.abandon()
            return nil
        }
        return kept.connection
    }

    /// After a full TLS handshake, saves the session for the next process once it is resumable (the
    /// member's ticket came with the answer); a resumed session is already saved.
    func saveSession(of connection: SocketConnection, with endpoint: EtcdEndpoint) {
        guard let sessions, case .tls(let trust) = security, !connection.resumed, !connection.sessionSaved,
              let session = connection.resumableSession() else { return }
        sessions.save(session, for: endpoint, trust: trust)
        connection.sessionSaved = true
    }

    /// Keeps `connection` for the next request to `endpoint`; one is kept per member (a second closes).
    func keep(_ connection: SocketConnection, for endpoint: EtcdEndpoint) {
        let entry = Kept(connection: connection)
        let kept = idle.withLock { idle in
            guard idle[endpoint] == nil else { return false }
            idle[endpoint] = entry
            return true
        }
        if !kept { connection.abandon() }
    }
}
