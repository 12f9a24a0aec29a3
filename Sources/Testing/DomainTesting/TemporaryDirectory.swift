import Foundation

/// A directory under the system's temporary directory, removed with everything in it when released:
/// where a test of a file store keeps its stores.
public final class TemporaryDirectory: Sendable {
    /// Where it is.
    public let url: URL

    /// Makes a new, empty one.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "project-manager-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside it that does not exist yet, for a store that is created on its first write.
    public func store(_ name: String = UUID().uuidString) -> URL {
        url.appending(path: name)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
