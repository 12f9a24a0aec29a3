import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with `posix_spawn` and reaped with `waitpid` by this harness alone.
///
/// Not Foundation's `Process`: its one monitor for every child can miss the exit of another test's
/// short-lived process while many start at once (etcd members, tmux servers), and that test then waits
/// forever. A child
/// here is only ever signalled before it is reaped, so its id cannot belong to anyone else yet.
public final class ChildProcess: Sendable {
    private let id: pid_t
    /// Whether it was reaped: only then may its id belong to another process.
    private let exited = Mutex(false)

    /// Starts `path` with `arguments` and `environment`, standard input on `/dev/null` and standard output
    /// appended to `log`, standard error too unless `errorLog` names another file, every signal
    /// unblocked, no other descriptor of this process.
    public init(_ path: String, arguments: [String], environment: [String: String], log: String, errorLog: String? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        if let errorLog {
            posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw SpawnError(path: path, status: status) }
        id = child
    }

    deinit {
        kill()
    }

    /// Whether it is still running (reaping it if it exited).
    public var isRunning: Bool {
        exited.withLock { exited in
            guard !exited else { return false }
            var status: Int32 = 0
            if waitpid(id, &status, WNOHANG) == id { exited = true }
            return !exited
        }
    }

    /// SIGKILLs it (if it still runs) and waits until it is gone.
    public func kill() {
        exited.withLock { exited in
            guard !exited else { return }
            signal(id, SIGKILL)
            var status: Int32 = 0
            while waitpid(id, &status, 0) < 0 && errno == EINTR {}
            exited = true
        }
    }

    /// Waits, on a thread of its own, until it ends; its exit status, or 128 plus the signal that ended it.
    public func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread { [self] in
                var status: Int32 = 0
                while waitpid(id, &status, 0) < 0 && errno == EINTR {}
                exited.withLock { $0 = true }
                // WIFEXITED and WEXITSTATUS spelled out: the C macros are not imported.
                continuation.resume(returning: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
            }.start()
        }
    }
}

/// Sends `number` to process `id` (the C function, which the method ``ChildProcess/kill()`` hides).
private func signal(_ id: pid_t, _ number: Int32) {
    _ = kill(id, number)
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
