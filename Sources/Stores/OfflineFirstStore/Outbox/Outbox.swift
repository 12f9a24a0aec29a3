import Domain
import Foundation
import Synchronization

/// The changes a shared board's replica made while its cluster was out of reach, and the conflicts
/// their sync found: one checksummed file in the data directory, read whole and replaced whole under a
/// lock, so two processes of one person never lose each other's change.
public struct Outbox: Sendable {
    /// Where the outbox is kept, beside its lock files.
    public let file: URL
    private var bytes: OutboxFile { OutboxFile(path: file.path) }
    /// The body last decoded and what it held: a sync reads the outbox at its start and again to take
    /// its changes off, and the same bytes need not be decoded twice.
    private let lastDecoded = LastDecoded()

    /// The outbox kept in `file` (created at the first change).
    public init(file: URL) { self.file = file }

    /// What it holds now (nothing, when there is no file).
    public func contents() throws(StorageError) -> OutboxContents {
        guard let body = try bytes.read() else { return OutboxContents() }
        if let last = lastDecoded.body.withLock({ $0 }), last.body == body { return last.contents }
        do {
            let contents = try JSONDecoder().decode(OutboxDocumentDTO.self, from: Data(body)).contents()
            lastDecoded.body.withLock { $0 = (body, contents) }
            return contents
        } catch {
            throw .corrupt(file: file.path, reason: "\(error)")
        }
    }

    private final class LastDecoded: Sendable {
        let body = Mutex<(body: [UInt8], contents: OutboxContents)?>(nil)
    }

    /// Reads, lets `change` modify, and writes back when it changed anything, all under the lock.
    @discardableResult
    public func update<Result>(_ change: (inout OutboxContents) throws -> Result) throws -> Result {
        guard let lock = try OutboxLock.acquire(file.path + ".lock", wait: .seconds(5)) else { throw StorageError.busy(lockFile: file.path + ".lock") }
        defer { lock.release() }
        let old = try contents()
        var new = old
        let result = try change(&new)
        if new != old {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let body: Data
            do { body = try encoder.encode(OutboxDocumentDTO(new)) } catch { throw StorageError.io(path: file.path, reason: "\(error)") }
            try bytes.write([UInt8](body))
            lastDecoded.body.withLock { $0 = ([UInt8](body), new) }
        }
        return result
    }

    /// The lock a sync holds from its first intent to its last, or `nil` when another process syncs now.
    func syncLock() throws(StorageError) -> OutboxLock? {
        try OutboxLock.acquire(file.path + ".sync", wait: .zero)
    }
}
