import Foundation
import ProcessTesting

/// A private tmux server running one command in an 80×24 window: the end-to-end tests type into it
/// (`send-keys`) and read the screen back (`capture-pane`), as a person at a terminal would.
///
/// Each session has its own server and socket, so tests never touch the user's tmux or one another, and
/// the pane stays readable after the command exits (`remain-on-exit`), so a test can check what it left
/// behind.
///
/// The server runs in the foreground (`-D`) as this process's child, started with every signal unblocked
/// and no inherited descriptor: a test runner blocks most signals, and the program in the pane would
/// inherit that mask through tmux and never see SIGWINCH; and a daemonized server would hold on to
/// Foundation's descriptors, so Foundation would never see the client that started it exit.
final class TmuxSession {
    /// Whether `tmux` can be run here (CI installs it; a developer machine may not have it).
    static let isAvailable = path != nil
    /// `tmux` as found on `PATH`.
    private static let path = ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":")
        .map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Whether the end-to-end tests run: with tmux, or in CI, where a missing tmux is a failure, not a skip.
    static let testsShouldRun = isAvailable || SystemTool.isDemandedByCI

    private let socket = FileManager.default.temporaryDirectory
        .appendingPathComponent("pm-e2e-\(UUID().uuidString.prefix(8)).sock").path
    private var server: ChildProcess?

    private init() {}

    /// Starts `command` (run by `/bin/sh`) in a detached window of `columns` × `rows`.
    static func start(command: String, columns: Int = 80, rows: Int = 24) async throws -> TmuxSession {
        let session = TmuxSession()
        session.server = try ChildProcess(
            path ?? "tmux", arguments: ["-S", session.socket, "-f", "/dev/null", "-D"],
            environment: ProcessInfo.processInfo.environment)
        _ = try await Deadline(.seconds(10), waitingFor: "the tmux server to listen").poll {
            FileManager.default.fileExists(atPath: session.socket) ? true : nil
        }
        try await session.tmux(["new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", command,
                  ";", "set-option", "-t", "main", "remain-on-exit", "on"])
        return session
    }

    /// Stops the tmux server and whatever still runs in it.
    func close() async {
        _ = try? await tmux(["kill-server"])
        _ = try? await server?.wait(within: .seconds(5))  // killed if it lingers
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Presses keys by their tmux names: `Enter`, `Tab`, `Escape`, `C-s`, `Down`, `BSpace`, or a letter.
    func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Types `text` literally, as if pasted.
    func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// Resizes the window, which sends the program SIGWINCH.
    func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The lines of the screen as shown now.
    func screen(within limit: Duration = commandLimit) async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-t", "main"], within: limit).components(separatedBy: "\n")
    }

    /// Reads the screen until `condition` holds, for at most `timeout`; the program draws asynchronously,
    /// so this is how a test waits for the effect of a key, never by sleeping a fixed time. Each read is
    /// bounded by what is left of `timeout`, so a tmux that stops answering cannot stretch the wait.
    ///
    /// - Throws: ``Overran`` with the last screen when the condition never held.
    @discardableResult
    func waitFor(timeout: Duration = .seconds(10), _ condition: ([String]) -> Bool) async throws -> [String] {
        let deadline = Deadline(timeout, waitingFor: "the screen")
        var last: [String] = []
        return try await deadline.poll(seen: { last.joined(separator: "\n") }) {
            last = try await screen(within: max(deadline.remaining, .milliseconds(100)))
            return condition(last) ? last : nil
        }
    }

    /// Waits until some line of the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) async throws -> [String] {
        try await waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// How long one tmux command may take: each answers in milliseconds, so one that takes this long
    /// has hung.
    static let commandLimit = Duration.seconds(10)

    /// Runs a tmux command on this session's server and returns what it printed; throws when it fails.
    ///
    /// Its output goes to a file, not a pipe: the tmux command that starts the server hands the server its
    /// output, and a pipe would then stay open as long as the server runs.
    @discardableResult
    private func tmux(_ arguments: [String], within limit: Duration = commandLimit) async throws -> String {
        let run = try await ProgramRun.run(Self.path ?? "tmux", ["-S", socket, "-f", "/dev/null"] + arguments, within: limit)
        guard run.status == 0 else { throw CommandFailed(arguments: arguments, run: run) }
        return run.output
    }

    /// A tmux command failed.
    struct CommandFailed: Error, CustomStringConvertible {
        let arguments: [String]
        let run: ProgramRun
        var description: String { "tmux \(arguments.joined(separator: " ")): \(run)" }
    }
}
