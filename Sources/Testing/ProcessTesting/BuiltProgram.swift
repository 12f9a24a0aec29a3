import Foundation

/// Where an executable of this package was built: in the products directory beside the test bundle,
/// which `swift build` fills for any `--scratch-path` or `-c release`, because a test target that runs a
/// program depends on it. `PROJECT_MANAGER_EXECUTABLE` points `project-manager` elsewhere if needed.
public enum BuiltProgram {
    /// The path of the executable `name`; the first place looked (to name in a failure) when it is in
    /// none of them.
    public static func path(_ name: String) -> String {
        if name == "project-manager", let path = ProcessInfo.processInfo.environment["PROJECT_MANAGER_EXECUTABLE"] { return path }
        // Not `Bundle.allBundles`: it crashes Foundation on Linux when two threads ask at once.
        let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.executableURL?.deletingLastPathComponent()]
        let candidates = folders.compactMap { $0?.appending(path: name).path(percentEncoded: false) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? ".build/debug/\(name)"
    }

    /// `project-manager`, the program people run.
    public static let projectManager = path("project-manager")
}
