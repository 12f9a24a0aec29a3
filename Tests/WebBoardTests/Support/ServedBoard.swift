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
    private let process: Process

    private init(scratch: URL, store: String, url: URL, process: Process) {
        self.scratch = scratch
        self.store = store
        self.url = url
        self.process = process
    }

    /// Serves the store `store` (by default a new directory in a scratch folder) on a free port.
    static func start(store: String? = nil) async throws -> ServedBoard {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "web-board-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let store = store ?? scratch.appending(path: "store").path(percentEncoded: false)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve", "--port", "0"]
        process.environment = environment(store: store, home: scratch)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is the address; read on a thread of its own (a blocking read).
        let handle = output.fileHandleForReading
        let line = try await offThread { () -> String in
            var bytes: [UInt8] = []
            while let byte = handle.readData(ofLength: 1).first, byte != UInt8(ascii: "\n") { bytes.append(byte) }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let url = URL(string: line), line.hasPrefix("http://127.0.0.1:") else {
            process.terminate()
            throw ServeError(message: "serve printed \(line.debugDescription), not its address")
        }
        return ServedBoard(scratch: scratch, store: store, url: url, process: process)
    }

    private static func environment(store: String, home: URL) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": home.path(percentEncoded: false), "PROJECT_MANAGER_STORE": store,
         "LANG": "en_US.UTF-8", "TZ": "UTC", "NO_COLOR": "1"]
    }

    /// Runs `project-manager ARGUMENTS` on the same store; returns its standard output.
    @discardableResult
    func cli(_ arguments: String...) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        process.environment = Self.environment(store: store, home: scratch)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        let data = try await offThread { handle.readDataToEndOfFile() }
        while process.isRunning { try await Task.sleep(for: .milliseconds(5)) }
        guard process.terminationStatus == 0 else {
            throw ServeError(message: "project-manager \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The projects `list --json` prints, each as its JSON object.
    func listed() async throws -> [[String: Any]] {
        let json = try await cli("list", "--json")
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    }

    /// Stops the server (SIGTERM, as Ctrl-C would) and removes the scratch folder.
    func stop() async {
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(10)
        while process.isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// What went wrong starting or running the program.
    struct ServeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
