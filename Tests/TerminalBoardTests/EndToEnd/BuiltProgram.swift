import Foundation

/// Where the built `project-manager` is: in the products directory beside this test bundle, which
/// `swift build` fills for any `--scratch-path` or `-c release`, because the test target depends on the
/// executable. `PROJECT_MANAGER_EXECUTABLE` points elsewhere if needed.
enum BuiltProgram {
    /// The executable's path; the first candidate (to name in a failure) when none is there.
    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["PROJECT_MANAGER_EXECUTABLE"] { return path }
        // Not `Bundle.allBundles`: it crashes Foundation on Linux when two threads ask at once.
        let folders = [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
            .compactMap { $0 }
        let candidates = folders.map { $0.appendingPathComponent("project-manager").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.first ?? "project-manager"
    }()
}
