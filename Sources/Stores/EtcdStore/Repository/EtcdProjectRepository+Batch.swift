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
/// the others in a key each (``BoardKeys``). Each next transaction is decided while the one before is
/// on its way, and sent once that one succeeded. When a transaction fails, the changes are read again, and
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
    struct Known {
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
        // The next batch, decided while the one before was on its way, on what that one writes.
        var next: Batch<Result>?
        do {
            while results.count < ids.count {
                let first = results.count, read = known == nil
                if read { known = try await self.read(first: first, of: ids, reading: reads, guessing: guessing) }
                var batch = next
                next = nil
                if batch == nil, let base = known { batch = try await prepare(from: first, of: ids, reading: reads, on: base, decide) }
                if let base = known, let prepared = batch {
                    let following = first + prepared.results.count
                    (batch, next) = try await send(prepared, after: base.revision) {
                        following < ids.count ? try await self.prepare(from: following, of: ids, reading: reads, on: prepared.after, decide) : nil
                    }
                }
                guard let batch else {
                    // Decided on a read alone: another writer came first, one by one from here. Else a guess
                    // was wrong (after a read too: a sync sent again finds its changes applied past what it
                    // read), or a project is not known: read, and guess no more.
                    guard !read || guessing else { break }
                    (known, guessing, next) = (nil, false, nil)
                    continue
                }
                (known, results) = (batch.after, results + batch.results)
                if let value = batch.after.written { lastWritten = (value, batch.after.revision) }
            }
        } catch let error as EtcdError where isOffline(error) {
            guard results.isEmpty else { return results }
            throw storageError(error)
        } catch is EtcdError {
            // One by one, each change says what went wrong.
        }
        return results.isEmpty ? nil : results
    }

    /// Sends `batch` (unless it writes and compares nothing), deciding the next one meanwhile: the batch
    /// as written (`nil` when its transaction failed), and the next.
    private func send<Result: Sendable>(
        _ batch: Batch<Result>, after revision: Int64, whileSending decideNext: () async throws -> Batch<Result>?
    ) async throws -> (sent: Batch<Result>?, next: Batch<Result>?) {
        guard !batch.compares.isEmpty || !batch.operations.isEmpty else { return (batch, nil) }
        async let outcome = client.transaction(if: [unchanged(revision)] + batch.compares, then: batch.operations)
        let next = try await decideNext()
        let written = try await outcome
        guard written.succeeded else { return (nil, nil) }
        var sent = batch
        if !batch.operations.isEmpty { sent.after.revision = written.revision }
        return (sent, next)
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
}
