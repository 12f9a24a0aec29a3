import Domain
import Synchronization

/// A ``Domain/BoardChangeFeed`` a test drives by hand: ``send(_:)`` is "the store changed", ``finish()``
/// ends every stream, so a screen following it can be run to its end with no task and no waiting.
///
/// Notices sent while nobody listens are kept for the next listener, so a test may send before the
/// screen starts following. Unlike a store's feed, it sends nothing by itself (no first
/// ``Domain/BoardChange/everything``): a test sends exactly what it means to.
public final class ManualBoardChangeFeed: BoardChangeFeed {
    private struct State {
        var listeners: [Int: AsyncStream<BoardChange>.Continuation] = [:]
        var nextKey = 0
        var pending: [BoardChange] = []
        var finished = false
    }

    private let state = Mutex(State())

    /// A feed with nothing sent yet.
    public init() {}

    /// A stream of the notices sent from now on (and those sent while nobody listened).
    public func changes() -> AsyncStream<BoardChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: BoardChange.self)
        let key = state.withLock { state in
            for change in state.pending { continuation.yield(change) }
            state.pending = []
            if state.finished { continuation.finish() }
            state.nextKey += 1
            state.listeners[state.nextKey] = continuation
            return state.nextKey
        }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.listeners.removeValue(forKey: key) } }
        return stream
    }

    /// Sends `change` ("the store changed", everything by default) to every listener (or to the next
    /// one, when nobody listens).
    public func send(_ change: BoardChange = .everything) {
        state.withLock { state in
            if state.listeners.isEmpty { state.pending.append(change) }
            state.listeners.values.forEach { $0.yield(change) }
        }
    }

    /// Ends every stream, now and for later listeners: a follower returns once it has handled what came.
    public func finish() {
        let listeners = state.withLock { state in
            state.finished = true
            return Array(state.listeners.values)
        }
        listeners.forEach { $0.finish() }
    }

    /// How many streams are being listened to now.
    public var listenerCount: Int { state.withLock { $0.listeners.count } }
}
