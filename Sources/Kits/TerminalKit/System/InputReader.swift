#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation

/// Reads keys from a file descriptor (the terminal), waiting for at most a given time.
///
/// Waiting with a timeout is what lets a lone ESC be told apart from the start of an arrow key (it is
/// the Escape key when nothing follows within ``escapeDelay``) and what lets the caller look for changes
/// made by other processes while the user is idle. A second, "wake" descriptor turns a write from
/// elsewhere — the SIGWINCH handler of ``TerminalSession`` — into a ``TerminalEvent/resized``.
public struct InputReader: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public let escapeDelay: Duration
    private let input: Int32
    private let wake: Int32?
    private var decoder = KeyDecoder()
    private var decoded: [Key] = []

    /// Creates a reader of `input`, woken by any byte written to `wake`.
    public init(input: Int32, wake: Int32? = nil, escapeDelay: Duration = .milliseconds(30)) {
        self.input = input
        self.wake = wake
        self.escapeDelay = escapeDelay
    }

    /// The next event, waiting at most `timeout` for one (a little more when an ESC is pending).
    public mutating func next(timeout: Duration) -> TerminalEvent {
        if !decoded.isEmpty { return .key(decoded.removeFirst()) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let remaining = max(clock.now.duration(to: deadline), .zero)
            let pendingEscape = decoder.hasPendingEscape
            let wait = pendingEscape ? escapeDelay : remaining
            var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            if let wake { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(wait))
            if ready < 0 {
                if errno == EINTR { continue }
                return .inputClosed
            }
            if ready == 0 {  // the wait ran out
                if pendingEscape, let key = decoder.flushPendingEscape().first { return .key(key) }
                if remaining == .zero || clock.now >= deadline { return .timeout }
                continue
            }
            if descriptors.count > 1, descriptors[1].revents != 0 {
                drainWake()
                return .resized
            }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { return .inputClosed }
            decoded = decoder.decode(buffer[..<count])
            if !decoded.isEmpty { return .key(decoded.removeFirst()) }
        }
    }

    /// The events of this reader as an asynchronous sequence, read on a thread of its own so waiting
    /// for a key never blocks the caller's actor. Ends after ``TerminalEvent/inputClosed`` or when the
    /// consumer stops iterating (noticed at the next event; ``TerminalSession/restore()`` provides one, so
    /// the thread never reads keys meant for the shell).
    public consuming func events(timeout: Duration) -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let start = self
        let thread = Thread {
            var reader = start  // the thread owns the reader from now on
            while true {
                let event = reader.next(timeout: timeout)
                guard case .enqueued = continuation.yield(event), event != .inputClosed else { break }
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }

    private func drainWake() {
        guard let wake else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        _ = read(wake, &buffer, buffer.count)
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000  // round up
        return Int32(clamping: max(total, 0))
    }
}
