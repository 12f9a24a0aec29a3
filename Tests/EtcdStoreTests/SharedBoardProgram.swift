import EtcdTesting
import Foundation
import ProcessTesting

/// The built `project-manager`, run as a user's shell runs it, on a board on etcd.
struct SharedBoardProgram: Sendable {
    /// The executable next to the test bundle; the test target depends on it, so it is built.
    static let executable = BuiltProgram.projectManager

    /// `etcd://…/BOARD`.
    let store: String
    /// Home, cache and output files of this test.
    let scratch: URL
    /// More environment: credentials, say.
    var extra: [String: String] = [:]

    init(store: String) throws {
        self.store = store
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shared-board-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
            "PROJECT_MANAGER_STORE": store, "LANG": "en_US.UTF-8", "TZ": "UTC", "NO_COLOR": "1", "COLUMNS": "200",
        ].merging(extra) { $1 }
    }

    func run(_ arguments: String...) async throws -> ProgramRun {
        try await run(arguments)
    }

    func run(_ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(Self.executable, arguments, environment: environment, scratch: scratch)
    }

    func removeScratch() {
        try? FileManager.default.removeItem(at: scratch)
    }
}
