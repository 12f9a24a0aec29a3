import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What `posix_spawn` is told to do in the child before the program starts: which files become its
/// standard streams, which descriptors it must not inherit, which signals it starts with.
///
/// The two C types are structs on Linux and opaque pointers on Darwin (`posix_spawn_file_actions_t` and
/// `posix_spawnattr_t` in Darwin's `spawn.h`), so each is set up in a branch of its own.
final class SpawnAttributes {
    #if canImport(Darwin)
    private var actions: posix_spawn_file_actions_t?
    private var attributes: posix_spawnattr_t?
    #elseif canImport(Glibc) || canImport(Musl)
    private var actions = posix_spawn_file_actions_t()
    private var attributes = posix_spawnattr_t()
    #endif

    init() throws {
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        // Every signal at its default and none blocked, as from a login shell: a test runner blocks or
        // ignores some (SIGPIPE, SIGXFSZ, SIGWINCH), and a child would inherit that.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        #if canImport(Darwin)
        // Darwin closes every descriptor not named by an action (Darwin's POSIX_SPAWN_CLOEXEC_DEFAULT).
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #elseif canImport(Glibc) || canImport(Musl)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        #endif
    }

    deinit {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }

    /// Makes `stream` the child's descriptor `number`.
    func open(_ number: Int32, _ stream: ChildProcess.Stream, reading: Bool) {
        let writing = O_WRONLY | O_CREAT
        switch stream {
        case .null: posix_spawn_file_actions_addopen(&actions, number, "/dev/null", reading ? O_RDONLY : O_WRONLY, 0)
        case .file(let path): posix_spawn_file_actions_addopen(&actions, number, path, reading ? O_RDONLY : writing | O_TRUNC, 0o600)
        case .appending(let path): posix_spawn_file_actions_addopen(&actions, number, path, writing | O_APPEND, 0o600)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
        }
    }

    /// Makes the child's descriptor `target` a copy of its `source`.
    func duplicate(_ source: Int32, as target: Int32) {
        posix_spawn_file_actions_adddup2(&actions, source, target)
    }

    /// Closes in the child every descriptor above the standard three: one another test opened without
    /// close-on-exec (a pipe, a locked file) would otherwise live on in the child, keeping the pipe open
    /// or the lock held.
    func closeInherited() {
        #if canImport(Darwin)
        // Done by POSIX_SPAWN_CLOEXEC_DEFAULT, set in init.
        #elseif canImport(Glibc)
        // glibc 2.34+ has posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc module does not
        // show, so it is looked up by name; an older glibc falls back to the list of open descriptors.
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
            return
        }
        closeListed()
        #else
        closeListed()
        #endif
    }

    /// Starts the program; `posix_spawn`'s result (0 when it started).
    func run(_ child: inout pid_t, _ path: String, _ argv: [UnsafeMutablePointer<CChar>?], _ envp: [UnsafeMutablePointer<CChar>?]) -> Int32 {
        posix_spawn(&child, path, &actions, &attributes, argv, envp)
    }

    #if canImport(Glibc) || canImport(Musl)
    /// Closes each descriptor `/proc/self/fd` lists above the standard three (Linux has no other list).
    private func closeListed() {
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
    #endif
}
