#if canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where an executable of this package was built: in the products directory that holds the test binary
/// (or, on a Mac, the `.xctest` bundle it is in), which `swift build` and Xcode fill for any
/// `--scratch-path` or `-c release`, because a test target that runs a program depends on it.
/// `PROJECT_MANAGER_EXECUTABLE` points `project-manager` elsewhere if needed.
public enum BuiltProgram {
    /// The path of the executable `name`; the first place looked (to name in a failure) when it is in
    /// none of them.
    public static func path(_ name: String) -> String {
        if name == "project-manager", let path = ProcessInfo.processInfo.environment["PROJECT_MANAGER_EXECUTABLE"] { return path }
        let candidates = productFolders.map { $0.appending(path: name).path(percentEncoded: false) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.first ?? ".build/debug/\(name)"
    }

    /// `project-manager`, the program people run.
    public static let projectManager = path("project-manager")

    /// The folders around the binary this code is linked into, nearest first. Not `Bundle.main`: on a
    /// Mac that is the test runner in the toolchain, not the build folder.
    static var productFolders: [URL] {
        #if canImport(Darwin)
        // The image this code is in: the test bundle's binary, wherever the runner that loaded it is.
        var info = Dl_info()
        guard dladdr(#dsohandle, &info) != 0, let file = info.dli_fname else { return [] }
        let binary = URL(fileURLWithPath: String(cString: file))
        #elseif os(Linux)
        // The test binary is the process itself.
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        return []
        #endif
        var folders: [URL] = [], folder = binary.deletingLastPathComponent()
        // The binary itself (Linux), or Contents/MacOS inside the .xctest bundle (a Mac): at most four up.
        for _ in 0..<4 {
            folders.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }
}
