import Domain
import EtcdKit
import Foundation

/// Big changes: etcd takes at most 128 operations and about 1.5 MiB in one request. A change record
/// larger than that is written in chunks first, under a sequence number the head reserved (and lists as
/// garbage until the commit, so a writer that stops half-way leaves nothing for good); a change of more
/// projects than one transaction holds is committed with its projects marked *pending* in the head,
/// then written a transaction at a time. Whoever reads the head next finishes writing them before reading
/// on, so everyone sees the whole import or none of it.
///
/// The chunks, and the pending projects' transactions, go several at once: etcd commits the requests
/// that arrive together in one step (one disk sync for all of them), so an import of 10,000 projects
/// costs a few syncs instead of a hundred.
extension EtcdProjectRepository {
    /// How many of a big change's requests are in flight at once.
    static let parallelWrites = 8
    /// The most operations etcd takes in one transaction (its `--max-txn-ops`, 128 unless raised).
    static let transactionOperationLimit = 128

    /// Writes a big change record in chunks (idempotent puts, so sent again when the outcome is unknown).
    func writeChunks(of record: Data, as seq: Int) async throws {
        let pieces = stride(from: 0, to: record.count, by: Self.chunkLimit).map {
            record.subdata(in: $0..<min($0 + Self.chunkLimit, record.count))
        }
        _ = try await inParallel(pieces) { [client, keys] number, piece in
            var attempt = 1
            while true {
                do {
                    try await client.put(keys.chunk(number, of: seq), piece)
                    return true
                } catch let error as EtcdError where Self.outcomeIsUnknown(error) && attempt < 3 {
                    attempt += 1
                }
            }
        }
    }

    /// Writes the projects of the head's pending change a transaction at a time, each guarded by the
    /// head's revision, then clears the mark. Stops quietly when the head changed (someone else finished).
    /// The writer that committed the change passes its writes (`known`); anyone else reads the change.
    func rollForward(_ head: BoardHead, revision: Int64, known: [EtcdOperation]? = nil) async throws {
        guard let pending = head.pending else { return }
        let writes: [EtcdOperation]
        if let known { writes = known } else {
            let stored = try await storedChange(pending.seq)
            writes = projectOperations(applying: pending.inverse ? stored.inverse : stored)
        }
        let batches = stride(from: 0, to: writes.count, by: Self.transactionOperationLimit).map {
            Array(writes[$0..<min($0 + Self.transactionOperationLimit, writes.count)])
        }
        do {
            let guarded = [unchanged(revision)]
            let written = try await inParallel(batches) { [client] _, batch in
                try await client.transaction(if: guarded, then: batch).succeeded
            }
            guard written else { return }
            var done = head
            done.pending = nil
            _ = try await client.transaction(if: guarded, then: [.put(key: keys.head, value: done.value)])
        } catch let error as EtcdError where Self.outcomeIsUnknown(error) {
            return  // the next reader finds the mark and goes on
        }
    }

    /// The writes that make the projects as `change` leaves them.
    func projectOperations(applying change: Change) -> [EtcdOperation] {
        let kept = Set(change.after.map(\.id))
        var operations: [EtcdOperation] = change.before.filter { !kept.contains($0.id) }.map { .delete(.key(keys.project($0.id))) }
        operations.reserveCapacity(operations.count + change.after.count)
        for project in change.after {
            operations.append(.put(key: keys.project(project.id), value: ProjectRecord.value(of: project)))
        }
        return operations
    }

    /// Runs `write` on every item, at most ``parallelWrites`` at once; whether every one returned `true`
    /// (it stops starting new ones after a `false`). The first error is thrown once the others ended.
    private func inParallel<Item: Sendable>(
        _ items: [Item], _ write: @escaping @Sendable (Int, Item) async throws -> Bool
    ) async throws -> Bool {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            var next = 0, allWritten = true
            while next < min(Self.parallelWrites, items.count) {
                let (index, item) = (next, items[next])
                group.addTask { try await write(index, item) }
                next += 1
            }
            while let written = try await group.next() {
                allWritten = allWritten && written
                guard allWritten, next < items.count else { continue }
                let (index, item) = (next, items[next])
                group.addTask { try await write(index, item) }
                next += 1
            }
            return allWritten
        }
    }
}
