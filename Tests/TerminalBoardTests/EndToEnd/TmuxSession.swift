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
    static let testsShouldRun = isAvailable || ProcessInfo.processInfo.environment["CI"] != nil

    private let socket = FileManager.default.temporaryDirectory
        .appendingPathComponent("pm-e2e-\(UUID().uuidString.prefix(8)).sock").path
    private var server: ChildProcess?

    private init() {}

    /// Starts `command` (run by `/bin/sh`) in a detached window of `columns` × `rows`.
    static func start(command: String, columns: Int = 80, rows: Int = 24) async throws -> TmuxSession {
        let session = TmuxSession()
        session.server = try ChildProcess(
            path ?? "tmux", arguments: ["-S", session.socket, "-f", "/dev/null", "-D"],
            environment: ProcessInfo.processInfo.environment, log: "/dev/null")
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while !FileManager.default.fileExists(atPath: session.socket) {  // the server is listening
            guard ContinuousClock.now < deadline else { throw Timeout(screen: ["the tmux server did not start"]) }
            try await Task.sleep(for: .milliseconds(10))
        }
        try await session.tmux(["new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", command,
                  ";", "set-option", "-t", "main", "remain-on-exit", "on"])
        return session
    }

    /// Stops the tmux server and whatever still runs in it.
    func close() async {
        _ = try? await tmux(["kill-server"])
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while let server, server.isRunning {  // reaped once it has gone
            if ContinuousClock.now >= deadline {
                server.kill()
                break
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
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
    func screen() async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-t", "main"]).components(separatedBy: "\n")
    }

    /// Reads the screen until `condition` holds, for at most `timeout`; the program draws asynchronously,
    /// so this is how a test waits for the effect of a key, never by sleeping a fixed time.
    ///
    /// - Throws: ``Timeout`` with the last screen when the condition never held.
    @discardableResult
    func waitFor(timeout: Duration = .seconds(10), _ condition: ([String]) -> Bool) async throws -> [String] {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let lines = try await screen()
            if condition(lines) { return lines }
            guard ContinuousClock.now < deadline else { throw Timeout(screen: lines) }
            try await Task.sleep(for: .milliseconds(20))  // poll: let the program draw
        }
    }

    /// Waits until some line of the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) async throws -> [String] {
        try await waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// The screen never showed what a test waited for.
    struct Timeout: Error, CustomStringConvertible {
        let screen: [String]
        var description: String { "timed out; the screen was:\n" + screen.joined(separator: "\n") }
    }

    /// Runs a tmux command on this session's server.
    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        try await Self.run(["tmux", "-S", socket, "-f", "/dev/null"] + arguments)
    }

    /// Runs a program found on `PATH` and returns what it printed; throws when it fails.
    ///
    /// Output goes to a file, not a pipe: the tmux command that starts the server hands the server its
    /// output, and a pipe would then stay open as long as the server runs. The exit is awaited through
    /// the termination handler, which keeps the test's thread free.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String]? = nil) async throws -> String {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("pm-e2e-out-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        guard status == 0 else { throw CommandFailed(arguments: arguments, status: status) }
        return String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
    }

    /// A program run by ``run(_:environment:)`` failed.
    struct CommandFailed: Error {
        let arguments: [String]
        let status: Int32
    }
}
