import Foundation
import Synchronization

/// Runs HTTP exchanges with members, each on a thread of its own (the socket calls block), and hands
/// the outcome to async callers. One fresh connection per exchange.
enum SocketTransport {
    /// POSTs `body` to `path` on `endpoint` and returns the whole answer: at most `limit` bytes, within
    /// `timeout` from connecting to the last byte. Cancelling the calling task abandons the exchange.
    static func post(
        _ path: String, to endpoint: EtcdEndpoint, body: Data, headers: [String: String], timeout: Duration, limit: Int
    ) async -> Exchange {
        let flag = CancelFlag()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Exchange, Never>) in
                // A thread of its own: the exchange blocks in poll, which must not starve a shared pool.
                Thread {
                    continuation.resume(returning: exchange(path, endpoint, body, headers, timeout, limit, flag))
                }.start()
            }
        } onCancel: {
            flag.cancel()
        }
    }

    private static func exchange(
        _ path: String, _ endpoint: EtcdEndpoint, _ body: Data, _ headers: [String: String], _ timeout: Duration,
        _ limit: Int, _ flag: CancelFlag
    ) -> Exchange {
        do throws(ExchangeFailure) {
            let connection = try SocketConnection(to: endpoint, deadline: .now.advanced(by: timeout), isCancelled: flag.isSet)
            try connection.post(path, host: endpoint.description, body: body, headers: headers)
            let head = try connection.readHead()
            var answer = Data()
            try connection.readBody(of: head, limit: limit) { piece in
                answer.append(piece)
                return true
            }
            return .answer(status: head.status, body: answer)
        } catch {
            return .failed(error)
        }
    }

    /// Opens a stream: POSTs `body`, then hands the status and each piece of the body to `receiver`
    /// until the server closes, the receiver declines more, or `handle` is cancelled. Connecting and the
    /// answer's head must come within `timeout`; the body may then take as long as it takes.
    static func stream(
        _ path: String, to endpoint: EtcdEndpoint, body: Data, headers: [String: String], timeout: Duration,
        into receiver: StreamReceiver
    ) -> CancelFlag {
        let flag = CancelFlag()
        let thread = Thread {
            do throws(ExchangeFailure) {
                let connection = try SocketConnection(to: endpoint, deadline: .now.advanced(by: timeout), isCancelled: flag.isSet)
                try connection.post(path, host: endpoint.description, body: body, headers: headers)
                let head = try connection.readHead()
                connection.extend(until: .now.advanced(by: .seconds(86_400 * 365 * 100)))
                guard receiver.received(status: head.status) else { return }
                try connection.readBody(of: head, limit: nil) { receiver.received($0) }
                receiver.finished(nil)
            } catch {
                receiver.finished(error)
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
