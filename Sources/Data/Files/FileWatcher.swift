import Domain
import Foundation

/// Tells when a file was replaced, by whichever process: it looks at the file's identity (inode, size,
/// time of the last change) four times a second, which costs the same on any board.
struct FileWatcher: Sendable {
    let path: String

    /// ``Domain/BoardChange/everything`` at once, then again after each replacement, until the consumer
    /// stops listening.
    func changes() -> AsyncStream<BoardChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: BoardChange.self)
        let path = path
        let initial = Self.identity(path) // looked at now, so a change made right after the call is a change
        continuation.yield(.everything)
        let polling = Task {
            var seen = initial
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                let now = Self.identity(path)
                if now != seen { continuation.yield(.everything) }
                seen = now
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in polling.cancel() }
        return stream
    }

    /// The file's number, size and time, and its header line, whose checksum tells two contents apart even
    /// when a replacement reuses the number, the size and the time of the one before.
    private static func identity(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        let header = (try? file.read(upToCount: 64)) ?? Data()
        return [FileAttributeKey.systemFileNumber, .size, .modificationDate].map { "\(attributes[$0] ?? "")" }.joined(separator: " ")
            + String(decoding: header, as: UTF8.self)
    }
}
