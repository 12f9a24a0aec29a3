import Foundation
import Synchronization

/// Runs HTTP exchanges with members, each on a thread of its own (the socket calls block), and hands
/// the outcome to async callers; or, `onCallersThread`, blocks the main thread when called there (a
/// process that runs one command and exits has nothing else for it to do). An exchange reuses the connection its ``ConnectionPool`` kept for the
/// member, else opens one; a watch's stream always has a connection of its own.
enum SocketTransport {
    /// POSTs `body` to `path` on `endpoint` through `pool` and returns the whole answer: at most `limit`
    /// bytes, within `bounds`. `idempotent` says whether the request may be sent twice (a read). Cancelling
    /// the calling task abandons an exchange on a thread of its own.
    static func post(
        _ path: String, to endpoint: EtcdEndpoint, through pool: ConnectionPool, body: Data, headers: [String: String],
        bounds: ExchangeBounds, limit: Int, idempotent: Bool, onCallersThread: Bool
    ) async -> Exchange {
        let flag = CancelFlag()
        let send = { @Sendable (connection: SocketConnection) throws(ExchangeFailure) -> Exchange in
            try connection.post(path, host: endpoint.description, body: body, headers: headers, keepAlive: true)
            let head = try connection.readHead()
            var answer = Data()
            try connection.readBody(of: head, limit: limit) { piece in
                answer.append(piece)
                return true
            }
            pool.saveSession(of: connection, with: endpoint)
            if connection.isReusable(after: head) { pool.keep(connection, for: endpoint) }
            return .answer(status: head.status, body: answer)
        }
        // Only the main thread: a task group's children (an import's writes in parallel) run on the
        // concurrency runtime's few threads, which must not block.
        if onCallersThread && Thread.isMainThread { return exchange(endpoint, pool, bounds, idempotent, flag, send) }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Exchange, Never>) in
                // A thread of its own: the exchange blocks in poll, which must not starve a shared pool.
                Thread {
                    continuation.resume(returning: exchange(endpoint, pool, bounds, idempotent, flag, send))
                }.start()
            }
        } onCancel: {
            flag.cancel()
        }
    }

    /// Runs `send` on the connection kept for `endpoint`, or on a new one.
    ///
    /// A kept connection that breaks before a byte of answer was most likely closed by the member while
    /// it idled: the request is sent again on a new connection when that cannot apply it twice, that is
    /// for a read, or when not a byte of the request went out. Otherwise a write's outcome is unknown.
    private static func exchange(
        _ endpoint: EtcdEndpoint, _ pool: ConnectionPool, _ bounds: ExchangeBounds, _ idempotent: Bool, _ flag: CancelFlag,
        _ send: (SocketConnection) throws(ExchangeFailure) -> Exchange
    ) -> Exchange {
        if let kept = pool.take(endpoint) {
            kept.begin(bounds: bounds, isCancelled: flag.isSet)
            do throws(ExchangeFailure) {
                return try send(kept)
            } catch {
                kept.abandon()
                let broke = error == .connectionLost || error == .closedUnanswered
                // (A member that answered on this connection before needs no probe for TLS.)
                guard broke, !kept.receivedAny, idempotent || !kept.sentAny else { return .failed(broke ? .connectionLost : error) }
            }
        }
        let deadline = ContinuousClock.now.advanced(by: bounds.whole)
        do throws(ExchangeFailure) {
            return try send(try pool.open(endpoint, bounds: bounds, isCancelled: flag.isSet))
        } catch {
            return .failed(explain(error, endpoint, pool.security, deadline, flag))
        }
    }

    /// A plain connection the member closed without a byte of answer is ``ExchangeFailure/speaksTLS``
    /// when the member then completes a TLS handshake (etcd serving TLS does just that to plain HTTP),
    /// else ``ExchangeFailure/connectionLost``; other failures stay as they are.
    private static func explain(
        _ failure: ExchangeFailure, _ endpoint: EtcdEndpoint, _ security: SocketConnection.Security,
        _ deadline: ContinuousClock.Instant, _ flag: CancelFlag
    ) -> ExchangeFailure {
        guard failure == .closedUnanswered else { return failure }
        // A member that speaks TLS answers a handshake at once: a second is plenty, and bounds what a
        // server that hung up on purpose can cost.
        let probe = min(ContinuousClock.now.duration(to: deadline), .seconds(1))
        guard case .plain = security, probe > .zero, SocketConnection.speaksTLS(endpoint, within: probe, isCancelled: flag.isSet) else {
            return .connectionLost
        }
        return .speaksTLS
    }

    /// Opens a stream: POSTs `body`, then hands the status and each piece of the body to `receiver`
    /// until the server closes, the receiver declines more, or `handle` is cancelled. Connecting and the
    /// answer's head must come within `bounds`; the body may then take as long as it takes.
    static func stream(
        _ path: String, to endpoint: EtcdEndpoint, through pool: ConnectionPool, body: Data, headers: [String: String],
        bounds: ExchangeBounds, into receiver: StreamReceiver
    ) -> CancelFlag {
        let flag = CancelFlag()
        let thread = Thread {
            let deadline = ContinuousClock.now.advanced(by: bounds.whole)
            do throws(ExchangeFailure) {
                let connection = try pool.open(endpoint, bounds: bounds, isCancelled: flag.isSet)
                try connection.post(path, host: endpoint.description, body: body, headers: headers)
                let head = try connection.readHead()
                pool.saveSession(of: connection, with: endpoint)
                connection.extend(until: .now.advanced(by: .seconds(86_400 * 365 * 100)))
                guard receiver.received(status: head.status) else { return }
                try connection.readBody(of: head, limit: nil) { receiver.received($0) }
                receiver.finished(nil)
            } catch {
                receiver.finished(explain(error, endpoint, pool.security, deadline, flag))
            }
        }
        thread.start()
        return flag
    }
}

/// A flag a waiting socket polls to learn that its caller gave up.
final class CancelFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Raises the flag.
    func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    /// Whether the flag was raised.
    @Sendable func isSet() -> Bool {
        flag.load(ordering: .relaxed)
    }
}
