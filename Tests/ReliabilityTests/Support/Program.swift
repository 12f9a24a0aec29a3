import Foundation
import ProcessTesting
import Testing

/// The built `project-manager`, run as a separate process on one store, the way a user or a script
/// runs it. The environment is spelled out so that nothing of the machine's leaks in.
struct Program: Sendable {
    /// The executable next to the test bundle; the test target depends on it, so it is always built.
    static let executable = BuiltProgram.projectManager

    /// The store directory (it does not exist until the first write).
    let store: String
    /// Where output files and inputs of this test go.
    let scratch: Scratch

    /// The program on the store `scratch/storeName`.
    init(scratch: Scratch, storeName: String = "store") {
        self.scratch = scratch
        store = scratch.path + "/" + storeName
    }

    var environment: [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": scratch.path, "PROJECT_MANAGER_STORE": store,
            "LANG": "en_US.UTF-8", "TZ": "UTC", "NO_COLOR": "1", "COLUMNS": "200",
        ]
    }

    /// Starts the program; the words may be any bytes.
    func start(bytes arguments: [[UInt8]], input: String? = nil) throws -> RunningProgram {
        try RunningProgram(executable: Self.executable, arguments: arguments, environment: environment, input: input, scratch: scratch.path)
    }

    /// Starts the program with `arguments`.
    func start(_ arguments: [String], input: String? = nil) throws -> RunningProgram {
        try start(bytes: arguments.map { Array($0.utf8) }, input: input)
    }

    /// Runs the program under a file-size limit of `blocks` × 512 bytes (`ulimit -f`, as a user would set
    /// it), with SIGXFSZ left at whatever the program itself chooses.
    func start(_ arguments: [String], fileSizeLimit blocks: Int) throws -> RunningProgram {
        let script = "ulimit -f \(blocks) || exit 120; exec \"$0\" \"$@\""
        return try RunningProgram(
            executable: "/bin/sh", arguments: (["-c", script, Self.executable] + arguments).map { Array($0.utf8) },
            environment: environment, input: nil, scratch: scratch.path
        )
    }

    /// Runs the program to its end.
    func run(_ arguments: [String], input: String? = nil) async throws -> Outcome {
        try await start(arguments, input: input).finish()
    }

    /// Runs the program with raw bytes as its words.
    func run(bytes arguments: [[UInt8]]) async throws -> Outcome {
        try await start(bytes: arguments).finish()
    }

    /// Runs a command that must succeed, and returns its standard output.
    @discardableResult
    func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let outcome = try await run(arguments)
        try #require(outcome.status == 0, "\(arguments): \(outcome)", sourceLocation: sourceLocation)
        return outcome.outputText
    }

    /// Every project in the store, read with `export` (which must succeed).
    func projects(sourceLocation: SourceLocation = #_sourceLocation) async throws -> [ExportedProject] {
        let text = try await succeed(["export"], sourceLocation: sourceLocation)
        return try ExportedProject.all(in: Data(text.utf8))
    }

    /// Writes `data` to a file in the scratch directory and returns its path.
    func file(_ name: String, _ data: Data) throws -> String {
        let path = scratch.path + "/" + name
        try data.write(to: URL(filePath: path))
        return path
    }
}
