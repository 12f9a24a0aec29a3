#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Lets tasks wait, without blocking a thread, until a socket can be read or written or a deadline passes.
///
/// The server's sockets are non-blocking; a task that finds nothing to read (`EAGAIN`) calls
/// ``wait(for:_:until:)``, which parks it. One thread of the poller sits in `poll(2)` over every parked
/// socket and resumes each task when its socket is ready or its deadline has passed. A byte on a pipe
/// wakes the thread whenever the set of waiters changes. The waiters live behind a `Mutex`; a task is
/// resumed by whoever removes it from there (the thread, its cancellation or ``stop()``), so exactly once.
final class SocketPoller: Sendable {
    /// What a task waits for.
    enum Interest {
        case readable, writable
    }

    /// Why a wait ended without the socket being ready.
    enum WaitError: Error {
        case timedOut, stopped
    }

    private struct Waiter {
        let descriptor: Int32
        let events: Int16
        let deadline: ContinuousClock.Instant?
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var waiters: [Int: Waiter] = [:]
        var nextID = 0
        var stopped = false
    }

    private let state = Mutex(State())
    /// The thread's wake-up pipe: read end, write end. Both non-blocking.
    private let wakePipe: (read: Int32, write: Int32)

    init() throws(SocketError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SocketError("pipe", errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakePipe = (ends[0], ends[1])
        let thread = Thread { [self] in run() }
        thread.name = "HTTPKit poller"
        thread.start()
    }

    /// Returns once `descriptor` is ready for `interest` (or has failed: the next call on it says how).
    ///
    /// - Throws: `WaitError.timedOut` at `deadline`, `WaitError.stopped` after ``stop()``, or
    ///   `CancellationError` when the waiting task is cancelled.
    func wait(for interest: Interest, _ descriptor: Int32, until deadline: ContinuousClock.Instant?) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let events = Int16(interest == .readable ? POLLIN : POLLOUT)
                let refusal: (any Error)? = state.withLock { state in
                    if state.stopped { return WaitError.stopped }
                    // Checked under the lock: a cancellation that came before this point found no waiter.
                    if Task.isCancelled { return CancellationError() }
                    state.waiters[id] = Waiter(descriptor: descriptor, events: events, deadline: deadline, continuation: continuation)
                    return nil
                }
                if let refusal { continuation.resume(throwing: refusal) } else { wake() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The pipe is closed only when nothing can write to it any more: closed earlier, its number could be
    /// reused by a socket, and a late wake-up would write into that.
    deinit {
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// Ends every wait with `WaitError.stopped`, and the thread.
    func stop() {
        let waiters = state.withLock { state in
            state.stopped = true
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        for waiter in waiters { waiter.continuation.resume(throwing: WaitError.stopped) }
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)  // a full pipe already holds a wake-up
    }

    /// The thread: poll, resume who is ready or late, repeat until stopped.
    private func run() {
        while true {
            let (stopped, waiting) = state.withLock { ($0.stopped, $0.waiters.map { ($0.key, $0.value) }) }
            if stopped { return }
            var descriptors = [pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
                + waiting.map { pollfd(fd: $0.1.descriptor, events: $0.1.events, revents: 0) }
            let now = ContinuousClock.now
            let nearest = waiting.compactMap(\.1.deadline).min()
            // Wake at the nearest deadline (rounded up to a millisecond so it has passed), or wait for a change.
            let timeout = nearest.map { Int32(clamping: max(0, Self.milliseconds(now.duration(to: $0)) + 1)) } ?? -1
            guard poll(&descriptors, nfds_t(descriptors.count), timeout) >= 0 || errno == EINTR else { continue }
            if descriptors[0].revents != 0 {
                var scratch = [UInt8](repeating: 0, count: 64)
                while read(wakePipe.read, &scratch, scratch.count) > 0 {}
            }
            let after = ContinuousClock.now
            var ready: [CheckedContinuation<Void, any Error>] = []
            var late: [CheckedContinuation<Void, any Error>] = []
            state.withLock { state in
                for (index, (id, waiter)) in waiting.enumerated() {
                    if descriptors[index + 1].revents != 0 {
                        if let removed = state.waiters.removeValue(forKey: id) { ready.append(removed.continuation) }
                    } else if let deadline = waiter.deadline, deadline <= after {
                        if let removed = state.waiters.removeValue(forKey: id) { late.append(removed.continuation) }
                    }
                }
            }
            for continuation in ready { continuation.resume() }
            for continuation in late { continuation.resume(throwing: WaitError.timedOut) }
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
