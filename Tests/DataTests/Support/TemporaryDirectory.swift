import Foundation

/// A directory under the system's temporary directory, removed with everything in it when released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "DataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside it that does not exist yet, for a store that is created on its first write.
    func store(_ name: String = UUID().uuidString) -> URL {
        url.appending(path: name)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
