import Synchronization

/// A wait with an end: every wait of a test on a child, a screen, a socket or a browser goes through one,
/// so a program that never answers fails the test with what was seen instead of hanging it.
public struct Deadline: Sendable {
    /// When the wait ends.
    public let end: ContinuousClock.Instant
    /// How long it was given.
    public let limit: Duration
    /// What is waited for, as a failure names it.
    public let what: String

    /// A deadline `limit` from now for `what`.
    public init(_ limit: Duration, waitingFor what: String) {
        self.limit = limit
        self.what = what
        end = .now.advanced(by: limit)
    }

    /// Whether the time is up.
    public var hasPassed: Bool { .now >= end }

    /// The time left (zero once passed), to bound one step of a longer wait by the whole wait's end.
    public var remaining: Duration { max(.zero, end - .now) }

    /// Asks `check` until it gives a value, pausing between asks (from 1 ms, doubling to 20 ms); past the
    /// deadline throws ``Overran`` with `seen` (the last thing seen, for the failure message).
    ///
    /// Runs in the caller's isolation, so `check` may touch what the caller does. Cancelling the waiting
    /// task ends the wait too, with `CancellationError`.
    public func poll<Value>(
        isolation: isolated (any Actor)? = #isolation, seen: () -> String = { "" }, _ check: () async throws -> Value?
    ) async throws -> Value {
        var pause = Duration.milliseconds(1)
        while true {
            if let value = try await check() { return value }
            guard !hasPassed else { throw Overran(what: what, limit: limit, seen: seen()) }
            try await Task.sleep(for: min(pause, remaining))
            pause = min(pause * 2, .milliseconds(20))
        }
    }

    /// Throws ``Overran`` if the time is up: for a loop that waits in steps of its own.
    public func check(seen: @autoclosure () -> String = "") throws {
        if hasPassed { throw Overran(what: what, limit: limit, seen: seen()) }
    }
}

/// A wait passed its deadline.
public struct Overran: Error, CustomStringConvertible {
    /// What was waited for.
    public let what: String
    /// How long it was given.
    public let limit: Duration
    /// The last thing seen (a screen, an output), possibly empty.
    public let seen: String

    /// "timed out after 10 s waiting for tmux capture-pane", then what was seen.
    public var description: String {
        "timed out after \(limit) waiting for \(what)" + (seen.isEmpty ? "" : "; last seen:\n" + seen)
    }
}

extension Deadline {
    /// Runs `body` until it returns or the deadline passes, whichever is first; past the deadline (or when
    /// the waiting task is cancelled) `body` is cancelled and left behind, so even a call that ignores
    /// cancellation (a blocking read on a thread of its own) cannot hold the test past its deadline.
    public func run<Result: Sendable>(_ body: @escaping @Sendable () async throws -> Result) async throws -> Result {
        let outcome = Outcome<Result>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                outcome.start(continuation)
                let work = Task {
                    do { outcome.finish(with: .success(try await body())) } catch { outcome.finish(with: .failure(error)) }
                }
                let timer = Task { [remaining, what, limit] in
                    try? await Task.sleep(for: remaining)
                    outcome.finish(with: .failure(Overran(what: what, limit: limit, seen: "")))
                }
                outcome.onFinish {
                    work.cancel()
                    timer.cancel()
                }
            }
        } onCancel: {
            outcome.finish(with: .failure(CancellationError()))
        }
    }
}

/// The one result of a raced wait: the first of the body, the deadline and a cancellation to arrive
/// resumes the waiter; the others find it taken.
private final class Outcome<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var early: Result<Value, any Error>?  // a cancellation that came before the continuation
        var cancelWork: (@Sendable () -> Void)?
        var done = false
    }
    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<Value, any Error>) {
        let early = state.withLock { state -> Result<Value, any Error>? in
            if let early = state.early { return early }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    /// `cancel` runs once the waiter is resumed, to stop whichever of the body and the timer still runs.
    func onFinish(_ cancel: @escaping @Sendable () -> Void) {
        let alreadyDone = state.withLock { state in
            state.cancelWork = cancel
            return state.done
        }
        if alreadyDone { cancel() }
    }

    func finish(with result: Result<Value, any Error>) {
        let (continuation, cancel) = state.withLock { state -> (CheckedContinuation<Value, any Error>?, (@Sendable () -> Void)?) in
            guard !state.done else { return (nil, nil) }
            state.done = true
            guard let continuation = state.continuation else {
                state.early = result
                return (nil, nil)
            }
            state.continuation = nil
            return (continuation, state.cancelWork)
        }
        continuation?.resume(with: result)
        cancel?()
    }
}
