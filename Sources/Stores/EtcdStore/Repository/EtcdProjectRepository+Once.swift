import Domain
import EtcdKit
import Foundation
import OfflineFirstStore

/// The remote half of an offline-first board: a change replayed from a replica's outbox writes, in its
/// one transaction, the key `BOARD/applied/ID`, and compares that it was absent, so it applies once (a
/// change of a run also reads its run's keys with the head, where a sync may have recorded it).
extension EtcdProjectRepository: OnceRepository {
    /// Applies the change unless one with `id` was applied already (`nil`): a replica's sync.
    public func change<Result: Sendable>(
        once id: String, reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result? {
        try await change(recording: id, reading: reads, decide)
    }

    /// The cached board, without asking the members again: they were just found out of reach.
    public func lastSeenBoard(after offline: StorageError) async throws -> Board {
        let cause = if case let .offline(reason) = offline { reason } else { offlineReason }
        return try cachedBoard(cause: cause, else: offline)
    }

    /// Set while the last read was answered from the cache: no member answered it.
    public var lastReadOffline: StorageError? {
        servedFromCache.withLock { $0 } == nil ? nil : .offline(reason: offlineCause.withLock { $0 } ?? offlineReason)
    }

    /// Writes the line alone, in a transaction that also writes `id`'s key and compares that it was absent.
    public func note(once id: String, _ entry: HistoryEntry) async throws {
        do {
            for _ in 1...Self.attemptLimit {
                let read = try await read([])
                var head = read.head, operations: [EtcdOperation] = []
                let (line, _) = keepBooks(for: entry, head: &head, operations: &operations)
                operations += [.put(key: keys.head, value: head.value), .put(key: keys.applied(id), value: Data(String(line).utf8))]
                let compares = [unchanged(read.headRevision), EtcdCompare(keys.applied(id), .equal, .version(0))]
                if try await client.transaction(if: compares, then: operations).succeeded { return }
                if try await isApplied(id) { return }
            }
        } catch let error as EtcdError {
            throw storageError(error)
        }
        throw StorageError.io(path: address.description, reason: "other writers changed the board \(Self.attemptLimit) times in a row; nothing was changed")
    }

    /// Whether a change with `id` was applied.
    func isApplied(_ id: String) async throws -> Bool {
        appliedIDs(in: try await client.range(keys.appliedMarks(of: id))).contains(id)
    }

    /// The ids of the changes that the keys of `range`, under `BOARD/applied/`, record as applied.
    func appliedIDs(in range: EtcdRange) -> Set<String> {
        var ids = Set<String>()
        for keyValue in range.keyValues {
            let id = String(keyValue.key.dropFirst(keys.appliedRoot.count))
            ids.insert(id)
            // A transaction's key lists the names it applied of its run; a change's own holds a line number.
            guard let (run, _) = OutboxEntry.run(of: id) else { continue }
            for name in String(decoding: keyValue.value, as: UTF8.self).split(separator: "\n") where !name.allSatisfy(\.isNumber) {
                ids.insert(run + "/" + name)
            }
        }
        return ids
    }
}
