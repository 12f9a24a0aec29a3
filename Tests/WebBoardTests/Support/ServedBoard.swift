import Foundation
import ProcessTesting
import HTTPTesting
import Testing

/// The built `project-manager serve`, running as a child process on a store of its own, and the same
/// binary for CLI commands on that store: what a user runs, end to end.
///
/// Its home is the scratch folder, so the secret `serve` keeps lies there too. In a suite with a
/// ``SharedBrowser``, starting opens the address with the secret in that browser, as a user's first
/// visit would: the page keeps the secret, and a test opens ``url`` like any later visit.
@MainActor
final class ServedBoard {
    /// The executable next to the test bundle.
    static let executable = BuiltProgram.projectManager

    let scratch: URL
    let store: String
    /// The plain address, `http://HOST:PORT/`.
    private(set) var url: URL
    /// The address `serve` printed, with its secret.
    private(set) var tokenURL: URL
    /// The secret in it.
    var secret: String { String(tokenURL.query?.dropFirst("token=".count) ?? "") }
    private var program: RunningProgram?

    private init(scratch: URL, store: String) {
        self.scratch = scratch
        self.store = store
        url = scratch
        tokenURL = scratch
    }

    /// Serves the store `store` (by default a new directory in a scratch folder) on a free port, with
    /// `arguments` added to `serve` (say, `--host 127.0.0.2`).
    static func start(store: String? = nil, arguments: [String] = []) async throws -> ServedBoard {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "web-board-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let board = ServedBoard(scratch: scratch, store: store ?? scratch.appending(path: "store").path(percentEncoded: false))
        try await board.serve(["--port", "0"] + arguments)
        return board
    }

    /// Starts `serve` again on the same port, store and home after ``stopServing()`` (a restart), with
    /// `arguments` added (say, `--new-token`). The shared browser is not sent to the new address.
    func serveAgain(_ arguments: [String] = []) async throws {
        try await serve(["--port", String(url.port ?? 0)] + arguments, openInBrowser: false)
    }

    private func serve(_ arguments: [String], openInBrowser: Bool = true) async throws {
        let program = try RunningProgram(Self.executable, ["serve"] + arguments, environment: environment,
                                         scratch: scratch.path(percentEncoded: false))
        // The first line is the address, with the secret.
        let line = try await Deadline(.seconds(30), waitingFor: "serve to print its address").poll(seen: { program.outputSoFar }) {
            let output = program.outputSoFar
            guard let end = output.firstIndex(of: "\n") else { return program.child.isRunning ? nil : output }
            return String(output[..<end])
        }
        guard let tokenURL = URL(string: line), line.hasPrefix("http://127.0.0."), line.contains("/?token="),
              let plain = URL(string: String(line.prefix { $0 != "?" })) else {
            program.child.kill()
            throw ServeError(message: "serve printed \(line.debugDescription), not its address")
        }
        self.program = program
        self.tokenURL = tokenURL
        url = plain
        if openInBrowser, let browser = SharedBrowser.session { try await browser.navigate(to: tokenURL) }
    }

    private var environment: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": scratch.path(percentEncoded: false), "PROJECT_MANAGER_STORE": store,
         "LANG": "en_US.UTF-8", "TZ": "UTC", "NO_COLOR": "1"]
    }

    /// What `serve` has written to standard output so far.
    var output: String { program?.outputSoFar ?? "" }

    /// The secret's file, as `serve` keeps it in its home.
    var secretFile: String { scratch.appending(path: ".local/state/project-manager/serve-token").path(percentEncoded: false) }

    /// Runs `project-manager ARGUMENTS` on the same store; returns its standard output.
    @discardableResult
    func cli(_ arguments: String...) async throws -> String {
        let run = try await ProgramRun.run(Self.executable, arguments, environment: environment, scratch: scratch)
        guard run.status == 0 else {
            throw ServeError(message: "project-manager \(arguments.joined(separator: " ")): \(run)")
        }
        return run.output
    }

    /// The projects `list --json` prints, each as its JSON object.
    func listed() async throws -> [[String: Any]] {
        let json = try await cli("list", "--json")
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    }

    /// Stops the server (SIGTERM, or `signal`: SIGINT is Ctrl-C) and waits until it has ended, at most
    /// `limit`; the store and home stay.
    func stopServing(signal: Int32 = SIGTERM, within limit: Duration = .seconds(20)) async throws {
        guard let program else { return }
        self.program = nil
        program.child.signal(signal)
        let termination = try await program.child.wait(within: limit)
        guard termination.status == 0 else { throw ServeError(message: "serve ended with \(termination)") }
    }

    /// Stops the server and removes the scratch folder.
    func stop() async {
        try? await stopServing()
        try? FileManager.default.removeItem(at: scratch)
    }

    /// What went wrong starting or running the program.
    struct ServeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
