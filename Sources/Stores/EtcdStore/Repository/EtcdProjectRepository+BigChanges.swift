import Domain
import EtcdKit
import Foundation

/// Big changes: etcd takes at most 128 operations and about 1.5 MiB in one request. A change record
/// larger than that is written in chunks first, under a sequence number the head reserved; a change of
/// more projects than one transaction holds is committed with its projects marked *pending* in the head,
/// then written a transaction at a time. Whoever reads the head next finishes writing them before reading
/// on, so everyone sees the whole import or none of it.
extension EtcdProjectRepository {
    /// Writes a big change record in chunks (idempotent puts, so sent again when the outcome is unknown).
    func writeChunks(of record: Data, as seq: Int) async throws {
        for (number, start) in stride(from: 0, to: record.count, by: Self.chunkLimit).enumerated() {
            let piece = record.subdata(in: start..<min(start + Self.chunkLimit, record.count))
            var attempt = 1
            while true {
                do {
                    try await client.put(keys.chunk(number, of: seq), piece)
                    break
                } catch {
                    guard Self.outcomeIsUnknown(error), attempt < 3 else { throw error }
                    attempt += 1
                }
            }
        }
    }

    /// Writes the projects of the head's pending change a transaction at a time, each guarded by the
    /// head's revision, then clears the mark. Stops quietly when the head changed (someone else finished).
    func rollForward(_ head: BoardHead, revision: Int64) async throws {
        guard let pending = head.pending else { return }
        let change = try await storedChange(pending.seq)
        let writes = try projectOperations(applying: pending.inverse ? change.inverse : change)
        do {
            for start in stride(from: 0, to: writes.count, by: Self.projectOperationLimit) {
                let batch = Array(writes[start..<min(start + Self.projectOperationLimit, writes.count)])
                guard try await client.transaction(if: [unchanged(revision)], then: batch).succeeded else { return }
            }
            var done = head
            done.pending = nil
            _ = try await client.transaction(if: [unchanged(revision)], then: [.put(key: keys.head, value: try JSONEncoder().encode(done))])
        } catch let error as EtcdError where Self.outcomeIsUnknown(error) {
            return  // the next reader finds the mark and goes on
        }
    }

    /// The writes that make the projects as `change` leaves them.
    func projectOperations(applying change: Change) throws -> [EtcdOperation] {
        let kept = Set(change.after.map(\.id))
        var operations: [EtcdOperation] = change.before.filter { !kept.contains($0.id) }.map { .delete(.key(keys.project($0.id))) }
        let encoder = JSONEncoder()
        for project in change.after {
            operations.append(.put(key: keys.project(project.id), value: try encoder.encode(ProjectRecord(project))))
        }
        return operations
    }
}
