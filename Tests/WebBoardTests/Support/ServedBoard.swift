import Foundation
import ProcessTesting
import HTTPTesting
import Testing

/// The built `project-manager serve`, running as a child process on a store of its own, and the same
/// binary for CLI commands on that store: what a user runs, end to end.
@MainActor
final class ServedBoard {
    /// The executable next to the test bundle.
    static let executable = BuiltProgram.projectManager

    let scratch: URL
    let store: String
    let url: URL
    private let program: RunningProgram

    private init(scratch: URL, store: String, url: URL, program: RunningProgram) {
        self.scratch = scratch
        self.store = store
        self.url = url
        self.program = program
    }

    /// Serves the store `store` (by default a new directory in a scratch folder) on a free port.
    static func start(store: String? = nil) async throws -> ServedBoard {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "web-board-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let store = store ?? scratch.appending(path: "store").path(percentEncoded: false)
        let program = try RunningProgram(executable, ["serve", "--port", "0"], environment: environment(store: store, home: scratch),
                                         scratch: scratch.path(percentEncoded: false))
        // The first line is the address.
        let line = try await Deadline(.seconds(30), waitingFor: "serve to print its address").poll(seen: { program.outputSoFar }) {
            let output = program.outputSoFar
            guard let end = output.firstIndex(of: "\n") else { return program.child.isRunning ? nil : output }
            return String(output[..<end])
        }
        guard let url = URL(string: line), line.hasPrefix("http://127.0.0.1:") else {
            program.child.kill()
            throw ServeError(message: "serve printed \(line.debugDescription), not its address")
        }
        return ServedBoard(scratch: scratch, store: store, url: url, program: program)
    }

    private static func environment(store: String, home: URL) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": home.path(percentEncoded: false), "PROJECT_MANAGER_STORE": store,
         "LANG": "en_US.UTF-8", "TZ": "UTC", "NO_COLOR": "1"]
    }

    /// Runs `project-manager ARGUMENTS` on the same store; returns its standard output.
    @discardableResult
    func cli(_ arguments: String...) async throws -> String {
        let run = try await ProgramRun.run(Self.executable, arguments, environment: Self.environment(store: store, home: scratch), scratch: scratch)
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

    /// Stops the server (SIGTERM, as Ctrl-C would) and removes the scratch folder.
    func stop() async {
        program.child.signal(SIGTERM)
        _ = try? await program.child.wait(within: .seconds(10))  // killed if it lingers
        try? FileManager.default.removeItem(at: scratch)
    }

    /// What went wrong starting or running the program.
    struct ServeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
