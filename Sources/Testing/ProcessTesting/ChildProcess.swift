import Foundation
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A program started with `posix_spawn` and reaped by its pid with `waitpid`, by this harness alone:
/// every child a test starts goes through it.
///
/// Not Foundation's `Process`: its one monitor for every child can miss the exit of a short-lived child
/// while many start at once, and the test waiting for it then hangs. Here each wait polls its own pid and
/// has a deadline, so an overrun is a failure that names the program, never a hang.
public final class ChildProcess: Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A file, created or emptied first.
        case file(String)
        /// A file, created if needed and appended to.
        case appending(String)
        /// A descriptor of this process (a pipe, `/dev/full`), duplicated into the child.
        case descriptor(Int32)
    }

    /// The child's process id.
    public let id: pid_t
    /// The command line, shortened, as failures name it.
    public let name: String
    /// The wait status once reaped: only then may its id belong to another process, so no signal is
    /// sent after it.
    private let reaped = Mutex<Int32?>(nil)

    /// Starts `path` with `arguments` (any bytes) and exactly `environment`, every signal at its default
    /// and none blocked, and no descriptor of this process but the three streams named.
    ///
    /// - Parameters:
    ///   - errors: where standard error goes; `nil` sends it where standard output goes.
    ///   - directory: the child's working directory, else this process's.
    public init(
        _ path: String, bytes arguments: [[UInt8]], environment: [String: String], input: Stream = .null,
        output: Stream = .null, errors: Stream? = nil, directory: String? = nil
    ) throws {
        var program = Array(path.utf8), words = arguments
        if let directory {  // posix_spawn has no portable chdir action: a shell changes directory, then execs
            words = [Array("-c".utf8), Array(#"cd -- "$0" && exec "$@""#.utf8), Array(directory.utf8), program] + words
            program = Array("/bin/sh".utf8)
        }
        let spawn = try SpawnAttributes()
        spawn.open(0, input, reading: true)
        spawn.open(1, output, reading: false)
        if let errors { spawn.open(2, errors, reading: false) } else { spawn.duplicate(1, as: 2) }
        spawn.closeInherited()

        let argv = ([program] + words).map(cString) + [nil]
        let envp = environment.map { cString(Array("\($0.key)=\($0.value)".utf8)) } + [nil]
        defer { (argv + envp).forEach { $0?.deallocate() } }
        var child: pid_t = 0
        let status = spawn.run(&child, String(decoding: program, as: UTF8.self), argv, envp)
        guard status == 0 else { throw SpawnError(path: path, status: status) }
        id = child
        name = String(([path] + arguments.map { String(decoding: $0, as: UTF8.self) }).joined(separator: " ").prefix(160))
    }

    /// Starts `path` with `arguments`; see ``init(_:bytes:environment:input:output:errors:directory:)``.
    public convenience init(
        _ path: String, arguments: [String], environment: [String: String], input: Stream = .null,
        output: Stream = .null, errors: Stream? = nil, directory: String? = nil
    ) throws {
        try self.init(path, bytes: arguments.map { Array($0.utf8) }, environment: environment, input: input,
                      output: output, errors: errors, directory: directory)
    }

    deinit {
        kill()
    }

    /// Whether it is still running (reaping it if it ended).
    public var isRunning: Bool {
        termination == nil
    }

    /// How it ended, once it has; `nil` while it runs. Reaps it if it just ended.
    public var termination: Termination? {
        reaped.withLock { reaped in
            if reaped == nil {
                var status: Int32 = 0
                if waitpid(id, &status, WNOHANG) == id { reaped = status }
            }
            return reaped.map(Termination.init(waitStatus:))
        }
    }

    /// Sends it `number` (`SIGTERM`, `SIGSTOP`…) unless it was already reaped.
    public func signal(_ number: Int32) {
        reaped.withLock { reaped in
            if reaped == nil { _ = sendSignal(id, number) }
        }
    }

    /// Sends it `number` once `delay` has passed, timed by a thread of its own: a task's sleep can
    /// oversleep by seconds while a whole run keeps the cooperative threads busy.
    public func signal(_ number: Int32, after delay: Duration) {
        Thread { [self] in
            Thread.sleep(forTimeInterval: delay / .seconds(1))
            signal(number)
        }.start()
    }

    /// SIGKILLs it (if it still runs) and reaps it; SIGKILL cannot be caught, so the wait is short.
    public func kill() {
        reaped.withLock { reaped in
            guard reaped == nil else { return }
            _ = sendSignal(id, SIGKILL)
            var status: Int32 = 0
            while waitpid(id, &status, 0) < 0 && errno == EINTR {}
            reaped = status
        }
    }

    /// Waits until it ends, for at most `limit`: past it (or when the waiting task is cancelled) the child
    /// is killed and ``Overran`` thrown. Polls its pid, so the wait holds no thread and cannot miss the exit.
    @discardableResult
    public func wait(within limit: Duration) async throws -> Termination {
        do {
            return try await Deadline(limit, waitingFor: name).poll { termination }
        } catch {
            kill()
            throw error
        }
    }
}

/// How a child ended: its exit status, or the signal that ended it.
public struct Termination: Sendable, Equatable, CustomStringConvertible {
    /// The exit status, or `nil` when a signal ended it.
    public let status: Int32?
    /// The signal that ended it, if one did.
    public let signal: Int32?

    /// The shell's `$?`: the exit status, or 128 plus the signal.
    public var code: Int32 { status ?? 128 + (signal ?? 0) }

    /// "exit 0" or "signal 9".
    public var description: String { status.map { "exit \($0)" } ?? "signal \(signal ?? 0)" }

    /// An end with this status or signal.
    public init(status: Int32?, signal: Int32?) {
        self.status = status
        self.signal = signal
    }

    init(waitStatus: Int32) {
        // WIFEXITED and WEXITSTATUS spelled out: the C macros are not imported into Swift.
        let signal = waitStatus & 0x7F
        self.status = signal == 0 ? (waitStatus >> 8) & 0xFF : nil
        self.signal = signal == 0 ? nil : signal
    }
}

/// A program that could not be started.
public struct SpawnError: Error, CustomStringConvertible {
    /// The program.
    public let path: String
    /// What `posix_spawn` returned.
    public let status: Int32

    /// "could not start PATH (error N)".
    public var description: String { "could not start \(path) (error \(status))" }
}

/// Sends `number` to process `id` (the C function, which ``ChildProcess/kill()`` hides).
private func sendSignal(_ id: pid_t, _ number: Int32) -> Int32 {
    kill(id, number)
}

/// A C string of exactly these bytes, which need not be UTF-8; deallocated by the caller.
private func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
}
