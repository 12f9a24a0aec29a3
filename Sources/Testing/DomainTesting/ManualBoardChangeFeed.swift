import Domain
import Synchronization

/// A ``Domain/BoardChangeFeed`` a test drives by hand: ``send()`` is "the store changed", ``finish()``
/// ends every stream, so a screen following it can be run to its end with no task and no waiting.
///
/// Signals sent while nobody listens are kept for the next listener, so a test may send before the
/// screen starts following.
public final class ManualBoardChangeFeed: BoardChangeFeed {
    private struct State {
        var listeners: [Int: AsyncStream<Void>.Continuation] = [:]
        var nextKey = 0
        var pending = 0
        var finished = false
    }

    private let state = Mutex(State())

    /// A feed with nothing sent yet.
    public init() {}

    /// A stream of the signals sent from now on (and those sent while nobody listened).
    public func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        let key = state.withLock { state in
            for _ in 0..<state.pending { continuation.yield() }
            state.pending = 0
            if state.finished { continuation.finish() }
            state.nextKey += 1
            state.listeners[state.nextKey] = continuation
            return state.nextKey
        }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.listeners.removeValue(forKey: key) } }
        return stream
    }

    /// Signals "the store changed" to every listener (or to the next one, when nobody listens).
    public func send() {
        state.withLock { state in
            if state.listeners.isEmpty { state.pending += 1 }
            state.listeners.values.forEach { $0.yield() }
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
