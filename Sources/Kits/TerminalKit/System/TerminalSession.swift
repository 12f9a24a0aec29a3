#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The real terminal, taken over for a full-screen program and always given back as it was found.
///
/// Starting a session puts the terminal in raw mode, switches to the alternate screen and hides the
/// cursor. Raw mode here means: no echo, keys delivered one at a time rather than per line, no
/// flow control (so Ctrl-S reaches the program instead of freezing output), and **no signals from the
/// keyboard**: Ctrl-C arrives as the key `.control("c")` and the program decides to quit, cleanly,
/// through the same path as `q`.
///
/// ``restore()`` undoes all of it. It runs when ``run(_:)`` returns or throws, when the program calls
/// it (do, in a `defer`, when not using ``run(_:)``), and on SIGTERM, SIGINT and SIGHUP, after which the signal is raised again so the process
/// ends the way the sender expected. ``suspend()`` gives the terminal back for a while (Ctrl-Z or
/// SIGTSTP) and takes it again when the shell continues the program. Restoring then runs as ordinary code on a thread of its own, not
/// inside a signal handler (see `SignalRelay`). SIGWINCH becomes ``TerminalEvent/resized``.
///
/// This is the only part of TerminalKit that needs a terminal; everything it draws and decodes is done
/// by the pure types (``ScreenRenderer``, ``KeyDecoder``), which are tested without one.
public final class TerminalSession: Sendable {
    /// The descriptor keys are read from.
    public let input: Int32
    /// The descriptor the screen is written to.
    public let output: Int32
    private let original: termios
    private let raw: termios
    private let wakePipe: (read: Int32, write: Int32)
    private let restored = Mutex(false)  // restore() may race between the program and the signal relay

    // The alternate screen, no cursor, no line wrap, and bracketed paste (a paste arrives marked, whole).
    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[2J"
    private static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Takes over the terminal on `input` and `output`.
    ///
    /// - Throws: ``TerminalError/notATerminal`` when either is not a terminal, or a system call error.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
        guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw .systemCall("tcgetattr", code: errno) }
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .systemCall("pipe", code: errno) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)  // many resizes must not block
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            close(fds[0])
            close(fds[1])
            throw .systemCall("tcsetattr", code: code)
        }
        self.input = input
        self.output = output
        original = settings
        self.raw = raw
        wakePipe = (fds[0], fds[1])
        SignalRelay.shared.attach(self)
        write(Self.enterSequence)
    }

    deinit {
        restore()
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// Starts a session, runs `body` with it, and restores the terminal however `body` ends.
    public static func run<Result>(_ body: (TerminalSession) async throws -> Result) async throws -> Result {
        let session = try TerminalSession()
        defer { session.restore() }
        return try await body(session)
    }

    /// The terminal's current size, from `ioctl(TIOCGWINSZ)`; 80×24 if the terminal does not say.
    public var size: TerminalSize {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
            return TerminalSize(rows: 24, columns: 80)
        }
        return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }

    /// A reader of this terminal's keys that also reports resizes.
    public func makeInputReader(escapeDelay: Duration = .milliseconds(30)) -> InputReader {
        InputReader(input: input, wake: wakePipe.read, escapeDelay: escapeDelay)
    }

    /// Sends `text` (usually a ``ScreenRenderer`` frame) to the terminal, all of it.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Self.systemWrite(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return  // the terminal is gone; there is no one left to tell
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Gives the terminal back: leaves the alternate screen, shows the cursor and restores the settings
    /// found at start. Safe to call more than once, from any thread; only the first call acts.
    public func restore() {
        let first = restored.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        wakeInputReader()  // a reader thread waiting for keys notices its stream has ended, before the shell reads
        write(Self.leaveSequence)
        var settings = original
        tcsetattr(input, TCSADRAIN, &settings)
        SignalRelay.shared.detach(self)
    }

    /// Suspends the program as Ctrl-Z does in any shell: gives the terminal back, stops the process (and
    /// its job) with SIGTSTP, and, once the shell's `fg` continues it, takes the terminal over again.
    ///
    /// Call it for the key Ctrl-Z (raw mode delivers it as a key) and redraw the whole screen when it
    /// returns; a SIGTSTP sent from outside (`kill -TSTP`) comes here through the signal relay, which
    /// then has the input reader report ``TerminalEvent/resized`` so the program redraws.
    public func suspend() {
        guard !restored.withLock({ $0 }) else { return }  // the program is ending: nothing to come back to
        write(Self.leaveSequence)
        var settings = original
        tcsetattr(input, TCSADRAIN, &settings)
        // The default action stops the process; the relay's handler would only note the signal.
        signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)  // the whole job, as a shell's own Ctrl-Z would, so the shell sees it stopped
        // Another thread may take the signal, so this one can return from kill() a moment before the
        // stop reaches it; without this pause it would take the terminal back from under the shell. The
        // pause ends long after the stop has taken hold (the time stopped counts), or after 50 ms when
        // the stop never comes (an orphaned job, whose SIGTSTP the system discards).
        usleep(50_000)
        // Continued (`fg`): take the terminal back, unless the program ended meanwhile.
        SignalRelay.shared.attach(self)
        guard !restored.withLock({ $0 }) else { return }
        var rawSettings = raw
        tcsetattr(input, TCSAFLUSH, &rawSettings)
        write(Self.enterSequence)
    }

    /// Makes the input reader report ``TerminalEvent/resized``; called on SIGWINCH.
    func wakeInputReader() {
        var byte: UInt8 = 1
        _ = Self.systemWrite(wakePipe.write, &byte, 1)
    }

    /// The C library's `write`, which the method of the same name hides inside this class.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #else
        Glibc.write(descriptor, bytes, count)
        #endif
    }
}
