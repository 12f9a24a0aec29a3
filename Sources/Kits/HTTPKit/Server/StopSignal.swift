#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation

/// Waits for the signal that asks a server to stop: Ctrl-C (SIGINT) or SIGTERM.
///
/// ```swift
/// let signal = await StopSignal.next()
/// await server.stop()
/// ```
///
/// A signal handler may do almost nothing safely, so it only writes the signal's number to a pipe (the
/// "self-pipe" pattern); a thread reads the pipe and resumes the waiting task. Once a signal has come, the
/// signals get their default action back, so a second Ctrl-C ends a stop that hangs.
public enum StopSignal {
    /// The signals that mean "stop".
    public static let signals: [Int32] = [SIGINT, SIGTERM]

    /// Written by the handler, read by the waiting thread; created before any handler is installed.
    private static let pipeEnds: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)  // a full pipe must not block a handler
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }()

    /// Installs the handlers and returns the first of ``signals`` to arrive.
    public static func next() async -> Int32 {
        let ends = pipeEnds
        for signalNumber in signals {
            signal(signalNumber) { signalNumber in
                let savedErrno = errno  // a handler must leave errno as it found it
                var byte = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(StopSignal.pipeEnds.write, &byte, 1)
                errno = savedErrno
            }
        }
        return await withCheckedContinuation { continuation in
            Thread {
                // A process may start with these signals blocked (a test runner's child does): unblocked on
                // this thread, they are delivered here, whatever the other threads block.
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                for signalNumber in signals { sigaddset(&unblocked, signalNumber) }
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                var byte: UInt8 = 0
                while read(ends.read, &byte, 1) < 0 && errno == EINTR {}
                for signalNumber in signals { signal(signalNumber, SIG_DFL) }
                continuation.resume(returning: Int32(byte))
            }.start()
        }
    }
}
