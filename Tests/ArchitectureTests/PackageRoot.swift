import Foundation

/// Where the package lives on disk, found from this file's own path, and its Swift sources.
enum PackageRoot {
    /// The directory holding Package.swift (this file is at Tests/ArchitectureTests/PackageRoot.swift).
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file given relative to the package root.
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every Markdown file of the package outside `.build`, as paths relative to the root, sorted.
    static func markdownFiles() -> [String] {
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: .skipsHiddenFiles) else { return [] }
        let prefix = url.standardizedFileURL.path + "/"
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "md" }
            .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }
            .sorted()
    }

    /// Every `.swift` file under `folder` (e.g. `Sources/Domain`), as paths relative to the root, sorted.
    static func swiftFiles(under folder: String) -> [String] {
        let base = url.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        let prefix = url.standardizedFileURL.path + "/"
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }
            .sorted()
    }
}
