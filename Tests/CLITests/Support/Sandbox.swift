import Foundation
import ProcessTesting
import Testing

/// A temporary home directory and store for one test, and a way to run the built `project-manager`
/// in them as a separate process, the way a user or a script does.
///
/// The child gets a small, fixed environment (`TZ=UTC`, no locale variables, no XDG variables, `HOME` and
/// `PROJECT_MANAGER_STORE` pointing into the sandbox) so that the machine running the tests cannot
/// change what they see. Its standard input is empty unless a test gives one, and its output goes to
/// files, so it is never a terminal.
final class Sandbox: Sendable {
    /// The sandbox's own directory; everything the test makes lives under it.
    let root: URL
    /// An empty home directory for the child.
    let home: URL
    /// The store the child uses through `PROJECT_MANAGER_STORE`.
    let store: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pm-cli-\(UUID().uuidString)")
        home = root.appendingPathComponent("home")
        store = root.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Who the children are, by `PROJECT_MANAGER_USER`, as their history lines name them.
    let author = "sam@sandbox"

    /// The environment every child starts from.
    var baseEnvironment: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": home.path, "TZ": "UTC", "PROJECT_MANAGER_STORE": store.path, "PROJECT_MANAGER_USER": author]
    }

    /// Runs `project-manager arguments…` and waits for it to end.
    ///
    /// - Parameters:
    ///   - environment: variables to add or replace; a `nil` value removes one from the base environment.
    ///   - input: what the child reads on standard input.
    func run(_ arguments: String..., environment: [String: String?] = [:], input: Data? = nil) async throws -> RunResult {
        try await run(arguments, environment: environment, input: input)
    }

    /// Runs `project-manager arguments…` and waits for it to end.
    func run(_ arguments: [String], environment: [String: String?] = [:], input: Data? = nil) async throws -> RunResult {
        var childEnvironment = baseEnvironment
        for (name, value) in environment { childEnvironment[name] = value }
        return try await launch(Self.executable, arguments, environment: childEnvironment, input: input)
    }

    /// Runs a bash `script` in the sandbox, for what only a shell sets up: a closed standard input,
    /// `/dev/full` as standard output, a pipe, `<(…)`. `$PM` is the built `project-manager`.
    func shell(_ script: String, environment: [String: String?] = [:]) async throws -> RunResult {
        var childEnvironment = baseEnvironment
        childEnvironment["PM"] = Self.executable.path
        for (name, value) in environment { childEnvironment[name] = value }
        return try await launch(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: childEnvironment)
    }

    /// Runs `program` with `arguments` in `environment`, in the sandbox's directory; output is captured in
    /// files of the sandbox.
    ///
    /// - Parameter standardOutput: where its standard output goes instead of a file (e.g. a pipe nobody reads).
    func launch(
        _ program: URL, _ arguments: [String], environment: [String: String], input: Data? = nil, standardOutput: FileHandle? = nil
    ) async throws -> RunResult {
        var inputStream = ChildProcess.Stream.null
        if let input {
            let inputURL = root.appendingPathComponent("\(UUID().uuidString).in")
            try input.write(to: inputURL)
            inputStream = .file(inputURL.path)
        }
        let running = try RunningProgram(
            program.path, arguments, environment: environment, input: inputStream,
            output: standardOutput.map { .descriptor($0.fileDescriptor) }, directory: root.path, scratch: root.path)
        let run = try await running.finish(within: Self.runLimit)
        return RunResult(status: run.status, output: run.output, errors: run.errors)
    }

    /// How long one run may take: a command answers in well under a second, so one that takes this long
    /// has hung.
    static let runLimit = Duration.seconds(120)

    /// Adds a project and returns the short id `add` printed.
    func add(_ arguments: String...) async throws -> String {
        let result = try await run(["add"] + arguments)
        try #require(result.status == 0, "add failed: \(result.errors)")
        return result.output.trimmingCharacters(in: .newlines)
    }

    /// Every file of the store and its bytes (empty when the store does not exist), to show a failed
    /// command changed nothing. An empty `lock` file is left out: a writer creates it to take the lock
    /// before it can know the store is unusable, and it holds no data.
    func storeContents() throws -> [String: Data] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: store.path) else { return [:] }
        var contents: [String: Data] = [:]
        for name in names {
            let data = try Data(contentsOf: store.appendingPathComponent(name))
            if name == "lock", data.isEmpty { continue }
            contents[name] = data
        }
        return contents
    }

    /// Writes `text` as the store's file `name`, creating the store.
    func writeStoreFile(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: store.appendingPathComponent(name))
    }

    /// Writes `data` as a file in the sandbox and returns its path.
    func writeFile(_ name: String, _ data: Data) throws -> String {
        let url = root.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// The built `project-manager`, beside the test bundle (the CLITests target depends on the executable).
    static let executable = URL(fileURLWithPath: BuiltProgram.projectManager)
}
