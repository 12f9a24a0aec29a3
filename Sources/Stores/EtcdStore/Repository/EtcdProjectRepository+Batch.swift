import Domain
import EtcdKit
import Foundation
import OfflineFirstStore

/// A replica's sync of many changes: as many as fit in one transaction (etcd's limits on operations
/// and on a request's size) are read together, decided one after another on the board as the ones
/// before left it, and written at once; the transaction compares the head's revision and, for each
/// change, that its `BOARD/applied/ID` key is absent. When it fails, the same changes go one per
/// transaction, so that apply-once and the conflict rules stay those of a single change.
extension EtcdProjectRepository {
    /// The most bytes of writes a batch carries (etcd refuses a request over 1.5 MiB by default).
    static let batchBytes = 1_000_000

    /// The first changes, together when they read no stack top (else the first alone), or one per
    /// transaction when that failed.
    public func change<Result: Sendable>(
        once ids: [String], reading reads: [ReadSet], _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?] {
        let plain = reads.prefix { $0.undoTopOf == nil && $0.redoTopOf == nil }.count
        if plain > 1, let results = try await changeTogether(Array(ids.prefix(plain)), reading: reads, decide) { return results }
        return try await changeOneByOne(once: ids, reading: reads, count: max(plain, 1), decide)
    }

    /// The first of `ids` that fit, in one read and one transaction; `nil` when they could not be
    /// written together (another writer came first, one is too big, the transaction failed).
    private func changeTogether<Result: Sendable>(
        _ ids: [String], reading reads: [ReadSet], _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?]? {
        // What the changes read, and whether each was applied, in one read of at most the operation limit.
        var wanted: [EtcdKeys] = [], count = 0
        for read in reads.prefix(ids.count) {
            let new = Set(read.references.map { keys.projects(matching: $0) }).subtracting(wanted)
            guard wanted.count + new.count + count + 2 <= Self.transactionOperationLimit else { break }
            (wanted, count) = (wanted + Array(new), count + 1)
        }
        guard count > 1 else { return nil }
        do {
            let read = try await self.read(wanted.map { .range($0) } + ids.prefix(count).map { .range(.key(keys.applied($0))) })
            var board: [ProjectID: Project] = [:]
            for range in read.ranges.prefix(wanted.count) {
                for project in try decodeProjects(range.keyValues) { board[project.id] = project }
            }
            let applied = read.ranges.dropFirst(wanted.count).map { !$0.keyValues.isEmpty }
            var head = read.head, operations: [EtcdOperation] = [], touched: [EtcdKeys] = [], bytes = 0
            var compares = [unchanged(read.headRevision)], results: [Result?] = []
            for index in 0..<count {
                if applied[index] {
                    results.append(nil)
                    continue
                }
                let references = reads[index].references
                let (event, result) = try decide(index, ReadView(projects: board.filter { id, _ in references.contains { $0.matches(id) } }))
                guard let event else {
                    results.append(result)
                    continue
                }
                // A big change, or an undo or redo, goes on its own.
                guard case let .commit(change, _, _) = event, ChangeRecord.value(of: change).count <= Self.chunkLimit else { break }
                var next = head, revision = read.headRevision, writes: [EtcdOperation] = []
                guard let step = try await step(for: event, head: &next, revision: &revision, operations: &writes, knowing: [:]) else { break }
                let (line, _) = try keepBooks(for: HistoryEntry(step.change, kind: step.kind, by: event.author, at: step.date), head: &next, operations: &writes)
                writes += projectOperations(applying: step.applied)
                writes.append(.put(key: keys.applied(ids[index]), value: Data(String(line).utf8)))
                let size = writes.reduce(0) { $0 + Self.size(of: $1) }, written = writes.compactMap(Self.keys(of:))
                // etcd refuses a transaction that writes a key twice: such a change starts the next batch.
                guard operations.count + writes.count < Self.transactionOperationLimit, bytes + size <= Self.batchBytes,
                      !written.contains(where: { key in touched.contains { Self.overlap(key, $0) } }) else { break }
                (head, bytes, operations, touched) = (next, bytes + size, operations + writes, touched + written)
                compares.append(EtcdCompare(keys.applied(ids[index]), .equal, .version(0)))
                for project in step.applied.before { board[project.id] = nil }
                for project in step.applied.after { board[project.id] = project }
                results.append(result)
            }
            guard !results.isEmpty else { return nil }
            guard !operations.isEmpty else { return results }
            let headValue = head.value
            let outcome = try await client.transaction(if: compares, then: operations + [.put(key: keys.head, value: headValue)])
            guard outcome.succeeded else { return nil }
            headCache?.save(headValue, revision: outcome.revision)
            return results
        } catch let error as EtcdError where isOffline(error) {
            throw storageError(error)
        } catch is EtcdError {
            return nil  // one by one, each change says what went wrong
        }
    }

    /// The bytes an operation adds to a request.
    private static func size(of operation: EtcdOperation) -> Int {
        switch operation {
        case let .put(key, value): key.utf8.count + value.count
        default: 64
        }
    }

    /// The keys an operation writes.
    private static func keys(of operation: EtcdOperation) -> EtcdKeys? {
        switch operation {
        case let .put(key, _): .key(key)
        case let .delete(keys): keys
        default: nil
        }
    }

    /// Whether two sets of keys may share a key (a range of keys is taken to).
    private static func overlap(_ one: EtcdKeys, _ other: EtcdKeys) -> Bool {
        switch (one, other) {
        case let (.key(first), .key(second)): first == second
        case let (.key(key), .prefix(prefix)), let (.prefix(prefix), .key(key)): key.hasPrefix(prefix)
        case let (.prefix(first), .prefix(second)): first.hasPrefix(second) || second.hasPrefix(first)
        default: true
        }
    }
}
