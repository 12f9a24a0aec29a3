import Domain
import EtcdKit
import Foundation
import OfflineFirstStore

/// A replica's sync of many changes: as many as fit in one transaction (etcd's limits on operations
/// and on a request's size) are decided one after another on the board as the ones before left it,
/// and written at once. The first transaction decides on what one read saw; each next one on what the
/// last one wrote, without reading: a project it does not know is taken to be absent, which the
/// transaction compares, with the head's revision and, for each change whose run's keys were not read,
/// that its `BOARD/applied/ID` key is absent. The changes of a run it applied are recorded in one key,
/// the others in a key each (``BoardKeys``). When a transaction fails, the changes are read again, and
/// no more guessed; when the first fails, they go one per transaction, so that apply-once and the
/// conflict rules stay those of a single change.
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

    /// What a batch decides on: the head and its revision, as read or as the last batch wrote them, and
    /// the projects known under it (`nil` for one known to be absent).
    private struct Known {
        var head: BoardHead
        var revision: Int64
        var projects: [ProjectID: Project?]
        /// The changes found applied already, and up to which one the read covered (prefixes included).
        var applied: Set<String> = [], readUpTo = 0
        /// The runs whose keys were read whole: whether any change of theirs was applied is known.
        var runs: Set<EtcdKeys> = []
        /// Whether a project not known is taken to be absent (else the batch ends before it).
        var guesses = true
        /// The head's value as the last batch wrote it (at `revision`), for the head cache.
        var written: Data?
    }

    /// The first of `ids` that fit in a few transactions; `nil` when not even the first transaction
    /// could be written (another writer came first, one change is too big, the transaction failed).
    private func changeTogether<Result: Sendable>(
        _ ids: [String], reading reads: [ReadSet], _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?]? {
        var results: [Result?] = [], known: Known?, guessing = true, lastWritten: (value: Data, revision: Int64)?
        // The head cache is written once, with the last head this sync wrote, not after every batch.
        defer { if let lastWritten { headCache?.save(lastWritten.value, revision: lastWritten.revision) } }
        do {
            while results.count < ids.count {
                let first = results.count, read = known == nil
                if read { known = try await self.read(first: first, of: ids, reading: reads, guessing: guessing) }
                guard var base = known, let batch = try await batch(from: first, of: ids, reading: reads, on: &base, decide) else {
                    // Decided on a read alone: another writer came first, one by one from here. Else a guess
                    // was wrong (after a read too: a sync sent again finds its changes applied past what it
                    // read), or a project is not known: read, and guess no more.
                    guard !read || guessing else { break }
                    (known, guessing) = (nil, false)
                    continue
                }
                (known, results) = (base, results + batch)
                if let value = base.written { lastWritten = (value, base.revision) }
            }
        } catch let error as EtcdError where isOffline(error) {
            guard results.isEmpty else { return results }
            throw storageError(error)
        } catch is EtcdError {
            // One by one, each change says what went wrong.
        }
        return results.isEmpty ? nil : results
    }

    /// The head, the projects the changes from `first` read and whether each was applied, as many
    /// changes as one read holds.
    private func read(first: Int, of ids: [String], reading reads: [ReadSet], guessing: Bool) async throws -> Known? {
        var wanted: [EtcdKeys] = [], marks: [EtcdKeys] = [], exact: Set<ProjectID> = [], end = first
        for (id, read) in zip(ids[first...], reads[first..<ids.count]) {
            let new = Set(read.references.map { keys.projects(matching: $0) }).subtracting(wanted), mark = keys.appliedMarks(of: id)
            let newMarks = marks.contains(mark) ? [] : [mark]
            guard wanted.count + new.count + marks.count + newMarks.count + 1 <= Self.transactionOperationLimit else { break }
            (wanted, marks, end) = (wanted + Array(new), marks + newMarks, end + 1)
            exact.formUnion(read.references.compactMap(\.id))
        }
        guard end > first else { return nil }
        let read = try await self.read(wanted.map { .range($0) } + marks.map { .range($0) })
        var projects: [ProjectID: Project?] = Dictionary(uniqueKeysWithValues: exact.map { ($0, nil) })
        for range in read.ranges.prefix(wanted.count) {
            for project in try decodeProjects(range.keyValues) { projects[project.id] = project }
        }
        let applied = read.ranges.dropFirst(wanted.count).reduce(into: Set<String>()) { $0.formUnion(appliedIDs(in: $1)) }
        return Known(head: read.head, revision: read.headRevision, projects: projects, applied: applied, readUpTo: end,
                     runs: Set(marks.filter { if case .prefix = $0 { true } else { false } }), guesses: guessing)
    }

    /// One transaction of the changes from `first`, decided on `known`, which it updates; their results,
    /// or `nil` when none could go or the transaction failed.
    private func batch<Result: Sendable>(
        from first: Int, of ids: [String], reading reads: [ReadSet], on known: inout Known,
        _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?]? {
        var board = known.projects, head = known.head, operations: [EtcdOperation] = [], touched = WrittenKeys(), bytes = 0
        var compares = [unchanged(known.revision)], results: [Result?] = [], forgotten: [Int] = []
        // The names each run's changes applied here, written in one key per run.
        var recorded: [EtcdKeys: [String]] = [:]
        for index in first..<ids.count {
            if known.applied.contains(ids[index]) {
                results.append(nil)
                continue
            }
            let references = reads[index].references, marks = keys.appliedMarks(of: ids[index])
            // Whether the change was applied is known when its run was read, else compared.
            let unapplied = known.runs.contains(marks) ? [] : [EtcdCompare(keys.applied(ids[index]), .equal, .version(0))]
            // An id this batch does not know is taken to be absent, and compared to be; a prefix it has not read ends it.
            var guesses: [EtcdCompare] = [], seen: [ProjectID: Project] = [:]
            for reference in references {
                guard let id = reference.id else {
                    guard index < known.readUpTo else { break }
                    for case let (id, project?) in board where reference.matches(id) { seen[id] = project }
                    continue
                }
                if case let project?? = board[id] { seen[id] = project } else if board[id] == nil {
                    guesses.append(EtcdCompare(keys.project(id), .equal, .modRevision(0)))
                }
            }
            guesses += unapplied
            guard known.guesses || guesses.count == unapplied.count, references.allSatisfy({ $0.id != nil }) || index < known.readUpTo,
                  compares.count + guesses.count <= Self.transactionOperationLimit else { break }
            let (event, result) = try decide(index, ReadView(projects: seen))
            // What was guessed is known once compared.
            let guessed = references.compactMap(\.id).filter { board[$0] == nil }
            guard let event else {
                compares += guesses
                results.append(result)
                for id in guessed { board[id] = .some(nil) }
                continue
            }
            // A big change, or an undo or redo, goes on its own.
            guard case let .commit(change, _, _) = event, ChangeRecord.value(of: change).count <= Self.chunkLimit else { break }
            var next = head, revision = known.revision, writes: [EtcdOperation] = [], forgetting = forgotten
            guard let step = try await step(for: event, head: &next, revision: &revision, operations: &writes, knowing: [:]) else { break }
            let (line, _) = try keepBooks(
                for: HistoryEntry(step.change, kind: step.kind, by: event.author, at: step.date), head: &next, operations: &writes, forgetting: &forgetting)
            writes += projectOperations(applying: step.applied)
            var records = recorded
            if unapplied.isEmpty { records[marks, default: []].append(ids[index]) } else {
                writes.append(.put(key: keys.applied(ids[index]), value: Data(String(line).utf8)))
            }
            let size = writes.reduce(0) { $0 + Self.size(of: $1) } + 40, written = writes.compactMap(Self.keys(of:))
            // etcd refuses a transaction that writes a key twice: such a change starts the next batch.
            guard operations.count + writes.count + deletes(ofChanges: forgetting).count + records.count < Self.transactionOperationLimit,
                  bytes + size <= Self.batchBytes, !touched.overlaps(written) else { break }
            (head, bytes, operations, forgotten, recorded) = (next, bytes + size, operations + writes, forgetting, records)
            touched.insert(written)
            compares += guesses
            for id in guessed { board[id] = .some(nil) }
            for project in step.applied.before { board[project.id] = .some(nil) }
            for project in step.applied.after { board[project.id] = project }
            results.append(result)
        }
        guard !results.isEmpty else { return nil }
        guard compares.count > 1 || !recorded.isEmpty else { return results }
        operations += deletes(ofChanges: forgotten)
        for ids in recorded.values {
            // Named after the last change, which no other transaction applies.
            operations.append(.put(key: keys.applied(ids.last!), value: Data(ids.compactMap { OutboxEntry.run(of: $0)?.name }.joined(separator: "\n").utf8)))
        }
        let headValue = head.value
        // Decisions without a write still rest on what was guessed: the transaction checks it all the same.
        let outcome = try await client.transaction(if: compares, then: operations.isEmpty ? [] : operations + [.put(key: keys.head, value: headValue)])
        guard outcome.succeeded else { return nil }
        if !operations.isEmpty { (known.written, known.revision) = (headValue, outcome.revision) }
        (known.head, known.projects) = (head, board)
        return results
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
}
