#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// One running program, started with `posix_spawn` so that its arguments can be any bytes (invalid UTF-8
/// included) and so that it can be killed by its pid. Its standard output and error go to files, never
/// pipes, so a child never blocks on a pipe nobody reads.
final class ChildProcess: Sendable {
    let pid: pid_t
    private let outputPath: String
    private let errorPath: String
    /// Whether standard output goes to a file of ours, read and removed at the end.
    private let ownsOutput: Bool

    /// Starts `executable` with `arguments` (the bytes of each word) and exactly `environment`.
    /// - Parameters:
    ///   - input: a file for standard input, else `/dev/null`.
    ///   - output: a file for standard output (e.g. `/dev/full`), else a new file whose bytes ``wait()`` returns.
    init(
        executable: String, arguments: [[UInt8]], environment: [String: String], input: String?, output: String? = nil,
        scratch: String
    ) throws {
        let name = UUID().uuidString
        outputPath = output ?? scratch + "/stdout-" + name
        ownsOutput = output == nil
        errorPath = scratch + "/stderr-" + name
        var actions = Self.makeActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | (output == nil ? O_TRUNC : 0), 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Nothing else of the test process leaks into the child: a descriptor another test opened without
        // O_CLOEXEC (a flocked lock file, say) would otherwise live on in a child and keep its lock.
        #if canImport(Glibc)
        Self.closeFrom(3, in: &actions)
        #endif

        let words = [Array(executable.utf8)] + arguments
        let argv = words.map { bytes in Self.cString(bytes) } + [nil]
        let envp = environment.map { Self.cString(Array("\($0.key)=\($0.value)".utf8)) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The child starts with every signal at its default and none blocked, as from a login shell,
        // whatever the test runner ignores (an ignored SIGXFSZ or SIGPIPE would be inherited).
        var attributes = Self.makeAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        #if canImport(Darwin)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        #endif
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        self.pid = pid
    }

    /// Sends `signal` (e.g. `SIGKILL`) to the child.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Blocks until the child ends and returns how it ended and what it wrote.
    func wait() -> Outcome {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WTERMSIG spelled out: the C macros are not imported into Swift.
        let signal = status & 0x7F
        let output = ownsOutput ? FileManager.default.contents(atPath: outputPath) ?? Data() : Data()
        let errors = FileManager.default.contents(atPath: errorPath) ?? Data()
        if ownsOutput { unlink(outputPath) }
        unlink(errorPath)
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
            output: output, errors: errors
        )
    }

    /// Waits without holding a thread of Swift's cooperative pool, which other tests need.
    func finish() async -> Outcome {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.wait()) }
        }
    }

    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
    }

    #if canImport(Darwin)
    private static func makeAttributes() -> posix_spawnattr_t? {
        var attributes: posix_spawnattr_t?
        posix_spawnattr_init(&attributes)
        return attributes
    }

    private static func makeActions() -> posix_spawn_file_actions_t? {
        var actions: posix_spawn_file_actions_t?
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #else
    /// glibc 2.34+ has `posix_spawn_file_actions_addclosefrom_np`, but Swift's Glibc module does not show
    /// it, so it is looked up by name.
    private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
    }

    private static func makeAttributes() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        return attributes
    }

    private static func makeActions() -> posix_spawn_file_actions_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #endif
}
