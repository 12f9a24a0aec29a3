#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Receives SIGTERM, SIGINT, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT for the active ``TerminalSession``.
///
/// A signal handler may do almost nothing safely, so the handler only writes the signal's number to a
/// pipe (the "self-pipe" pattern). A thread of the relay reads that pipe and does the real work as
/// ordinary code: for SIGWINCH and SIGCONT it wakes the session's input reader (to redraw); for SIGTSTP
/// it suspends the session (see ``TerminalSession/suspend()``) and wakes the reader once continued; for
/// the others it restores the
/// terminal, puts the default action back and raises the signal again, so the process ends the way the
/// sender intended (status 128 + signal in a shell). Dispatch signal sources would be simpler but on
/// Linux they miss a signal that arrives on a thread other than Dispatch's own.
final class SignalRelay: Sendable {
    /// The one relay of the process: signal dispositions are process-wide too.
    static let shared = SignalRelay()

    static let relayedSignals = [SIGTERM, SIGINT, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

    /// Written by the signal handler, read by the relay's thread; fixed once created.
    let signalPipe: (read: Int32, write: Int32)
    private let state = Mutex<(session: TerminalSession?, threadStarted: Bool)>((nil, false))

    private init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)  // a full pipe must not block a handler
        }
        signalPipe = (fds[0], fds[1])
    }

    /// Sends the signals to `session` until ``detach(_:)``.
    func attach(_ session: TerminalSession) {
        let startThread = state.withLock { state in
            state.session = session
            defer { state.threadStarted = true }
            return !state.threadStarted
        }
        if startThread { Thread { [self] in relay() }.start() }
        for signalNumber in Self.relayedSignals {
            signal(signalNumber) { signalNumber in
                let savedErrno = errno  // a handler must leave errno as it found it
                var byte = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(SignalRelay.shared.signalPipe.write, &byte, 1)
                errno = savedErrno
            }
        }
    }

    /// Stops relaying to `session` and gives the signals their default actions back.
    func detach(_ session: TerminalSession) {
        state.withLock { state in
            if state.session === session { state.session = nil }
        }
        for signalNumber in Self.relayedSignals { signal(signalNumber, SIG_DFL) }
    }

    /// The relay's thread: waits for signal numbers and acts on them.
    private func relay() {
        var byte: UInt8 = 0
        while true {
            let count = read(signalPipe.read, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return }
            let signalNumber = Int32(byte)
            let session = state.withLock { $0.session }
            switch signalNumber {
            case SIGWINCH, SIGCONT:  // a new size, or back from a stop the program could not catch (SIGSTOP)
                session?.wakeInputReader()
                continue
            case SIGTSTP:
                session?.suspend()
                session?.wakeInputReader()
                continue
            default: break
            }
            session?.restore()
            signal(signalNumber, SIG_DFL)
            kill(getpid(), signalNumber)
        }
    }
}
