import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it when released.
final class Scratch: Sendable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appending(path: "ReliabilityTests-\(UUID().uuidString)")
            .path(percentEncoded: false)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
