import Foundation
import Synchronization

/// Runs HTTP exchanges with members, each on a thread of its own (the socket calls block), and hands
/// the outcome to async callers. One fresh connection per exchange.
enum SocketTransport {
    /// POSTs `body` to `path` on `endpoint` (with `security`) and returns the whole answer: at most
    /// `limit` bytes, within `bounds`. Cancelling the calling task abandons the exchange.
    static func post(
        _ path: String, to endpoint: EtcdEndpoint, security: SocketConnection.Security, body: Data, headers: [String: String],
        bounds: ExchangeBounds, limit: Int
    ) async -> Exchange {
        let flag = CancelFlag()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Exchange, Never>) in
                // A thread of its own: the exchange blocks in poll, which must not starve a shared pool.
                Thread {
                    continuation.resume(returning: exchange(path, endpoint, security, body, headers, bounds, limit, flag))
                }.start()
            }
        } onCancel: {
            flag.cancel()
        }
    }

    private static func exchange(
        _ path: String, _ endpoint: EtcdEndpoint, _ security: SocketConnection.Security, _ body: Data, _ headers: [String: String],
        _ bounds: ExchangeBounds, _ limit: Int, _ flag: CancelFlag
    ) -> Exchange {
        let deadline = ContinuousClock.now.advanced(by: bounds.whole)
        do throws(ExchangeFailure) {
            let connection = try SocketConnection(to: endpoint, security: security, bounds: bounds, isCancelled: flag.isSet)
            try connection.post(path, host: endpoint.description, body: body, headers: headers)
            let head = try connection.readHead()
            var answer = Data()
            try connection.readBody(of: head, limit: limit) { piece in
                answer.append(piece)
                return true
            }
            return .answer(status: head.status, body: answer)
        } catch {
            return .failed(explain(error, endpoint, security, deadline, flag))
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
        _ path: String, to endpoint: EtcdEndpoint, security: SocketConnection.Security, body: Data, headers: [String: String],
        bounds: ExchangeBounds, into receiver: StreamReceiver
    ) -> CancelFlag {
        let flag = CancelFlag()
        let thread = Thread {
            let deadline = ContinuousClock.now.advanced(by: bounds.whole)
            do throws(ExchangeFailure) {
                let connection = try SocketConnection(to: endpoint, security: security, bounds: bounds, isCancelled: flag.isSet)
                try connection.post(path, host: endpoint.description, body: body, headers: headers)
                let head = try connection.readHead()
                connection.extend(until: .now.advanced(by: .seconds(86_400 * 365 * 100)))
                guard receiver.received(status: head.status) else { return }
                try connection.readBody(of: head, limit: nil) { receiver.received($0) }
                receiver.finished(nil)
            } catch {
                receiver.finished(explain(error, endpoint, security, deadline, flag))
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
