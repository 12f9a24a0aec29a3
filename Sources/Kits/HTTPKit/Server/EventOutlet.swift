import Synchronization

/// An event stream's sending end for any thread: ``send(_:)`` writes the event at once, on the caller's
/// thread, and returns without waiting.
///
/// ```swift
/// .eventStream { sender in
///     let outlet = EventOutlet(sender)
///     feed.attach(outlet)          // whoever has news calls outlet.send(event), from any thread
///     try await outlet.drain()     // until outlet.finish(), the client goes, or the server stops
/// }
/// ```
///
/// Why: an ``EventSender`` is used by the stream's own task, so an event produced elsewhere (say on the
/// main actor) waits first for that task to get a thread; on a busy machine that wait is most of the time
/// between the event and the client. The outlet writes the event into the socket where it was produced:
/// the socket is non-blocking and an event is small, so the system takes it whole. Only what it does not
/// take (a client slow to read) is left to the stream's task, ``drain()``, which waits for the socket as
/// ``EventSender`` does, within the write timeout; events sent meanwhile queue behind it, so they are
/// never written into each other and always in the order sent.
public final class EventOutlet: Sendable {
    private struct State {
        /// Bytes the socket did not take yet, in order; while there are any, `send` only adds to them.
        var pending: [UInt8] = []
        var isFinished = false
        /// The stream's task, waiting for pending bytes or the end.
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let io: ConnectionIO
    private let state = Mutex(State())

    /// The outlet of the stream `sender` writes to. From now on send through the outlet only.
    public init(_ sender: EventSender) {
        io = sender.io
    }

    /// Writes `event` now, or queues it behind what the socket has not taken yet. Returns `false` once
    /// the stream has ended (finished, the client gone or too slow): the event went nowhere.
    @discardableResult
    public func send(_ event: ServerSentEvent) -> Bool {
        write(event.encoded)
    }

    /// Writes a comment line, which the browser ignores (a heartbeat, see ``EventSender/sendComment(_:)``).
    @discardableResult
    public func sendComment(_ text: String = "") -> Bool {
        write(EventSender.comment(text))
    }

    /// Ends the stream: ``drain()`` returns once what is queued has been written.
    public func finish() {
        let waiter = state.withLock { state in
            state.isFinished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// The stream's task: writes what the socket did not take at once, until ``finish()``.
    ///
    /// - Throws: when the client has gone or is too slow, or the task was cancelled (the server is
    ///   stopping); from then on ``send(_:)`` returns `false`.
    public func drain() async throws {
        do {
            while true {
                let bytes: [UInt8]? = await withTaskCancellationHandler {
                    await withCheckedContinuation { continuation in
                        let ready = state.withLock { state -> Bool in
                            if !state.pending.isEmpty || state.isFinished || Task.isCancelled { return true }
                            state.waiter = continuation
                            return false
                        }
                        if ready { continuation.resume() }
                    }
                    return state.withLock { state in
                        // Taken, not emptied: `send` must keep queueing until these are written.
                        state.pending.isEmpty ? nil : state.pending
                    }
                } onCancel: {
                    finish()
                }
                try Task.checkCancellation()
                guard let bytes else {
                    if state.withLock({ $0.isFinished }) { return }
                    continue
                }
                try await io.write(bytes)
                state.withLock { $0.pending.removeFirst(bytes.count) }
            }
        } catch {
            state.withLock { state in
                state.isFinished = true
                state.pending = []
            }
            throw error
        }
    }

    /// Writes `bytes` on this thread if nothing is queued and the socket takes them; queues the rest.
    private func write(_ bytes: [UInt8]) -> Bool {
        let (sent, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
            guard !state.isFinished else { return (false, nil) }
            var rest = bytes[...]
            if state.pending.isEmpty {
                // Under the lock, so that no other event can be written between these bytes.
                writing: while !rest.isEmpty {
                    switch Socket.write(io.descriptor, rest) {
                    case .wrote(let count): rest = rest.dropFirst(count)
                    case .wouldBlock: break writing
                    case .closed:
                        state.isFinished = true
                        defer { state.waiter = nil }
                        return (false, state.waiter)
                    }
                }
            }
            if rest.isEmpty { return (true, nil) }
            state.pending += rest
            defer { state.waiter = nil }
            return (true, state.waiter)
        }
        waiter?.resume()
        return sent
    }
}
