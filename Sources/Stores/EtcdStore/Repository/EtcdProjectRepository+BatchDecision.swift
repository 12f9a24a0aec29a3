import Domain
import EtcdKit
import Foundation
import OfflineFirstStore

/// The deciding half of a sync's batch: the changes that fit in one transaction, each decided on the
/// board as the ones before it left it, and what the transaction compares and writes.
extension EtcdProjectRepository {
    /// A transaction of changes, decided and not yet sent.
    struct Batch<Result: Sendable> {
        var results: [Result?]
        /// What it compares besides the head's revision, and writes (none: it need not be sent).
        var compares: [EtcdCompare], operations: [EtcdOperation]
        /// What is known once it is written (its revision aside).
        var after: Known
    }

    /// The changes from `first` that fit in one transaction, decided on `known`; `nil` when none could go.
    func prepare<Result: Sendable>(
        from first: Int, of ids: [String], reading reads: [ReadSet], on known: Known,
        _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Batch<Result>? {
        var board = known.projects, head = known.head, operations: [EtcdOperation] = [], touched = WrittenKeys(), bytes = 0
        var compares: [EtcdCompare] = [], results: [Result?] = [], forgotten: [Int] = []
        // The names each run's changes applied here, written in one key per run.
        var recorded: [EtcdKeys: [String]] = [:]
        // The changes' records and history lines, written as one page of each (their first numbers).
        var records: [Data] = [], lines: [Data] = [], firstLine = head.lines, page: ClosedRange<Int>?
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
                  compares.count + guesses.count < Self.transactionOperationLimit else { break }
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
            var next = head, revision = known.revision, forgetting = forgotten
            guard let step = try await step(for: event, head: &next, revision: &revision, knowing: [:]), let record = step.record else { break }
            let (line, _, lineValue) = number(
                HistoryEntry(step.change, kind: step.kind, by: event.author, at: step.date), head: &next, forgetting: &forgetting)
            // The batch's page, its newest change last, as the head names it.
            let grown = (page?.lowerBound ?? step.seq)...step.seq
            if page != nil { next.pages.removeLast() }
            next.pages.append(grown)
            next.format = max(next.format, BoardHead.pagedFormat)
            var writes = projectOperations(applying: step.applied), marked = recorded
            if unapplied.isEmpty { marked[marks, default: []].append(ids[index]) } else {
                writes.append(.put(key: keys.applied(ids[index]), value: Data(String(line).utf8)))
            }
            // A change recorded in its run's key adds its id's length to that key's value.
            let size = writes.reduce(record.count + lineValue.count) { $0 + Self.size(of: $1) } + (unapplied.isEmpty ? ids[index].utf8.count : 0)
            let written = writes.compactMap(Self.keys(of:))
            var after = next
            let deleting = deletes(ofChanges: forgetting, head: &after).count
            // etcd refuses a transaction that writes a key twice: such a change starts the next batch. The
            // three: the two pages and the delete of the history lines past the limit.
            guard operations.count + writes.count + 3 + deleting + marked.count < Self.transactionOperationLimit,
                  bytes + size <= Self.batchBytes, !touched.overlaps(written) else { break }
            (head, bytes, operations, forgotten, recorded, page) = (next, bytes + size, operations + writes, forgetting, marked, grown)
            records.append(record)
            lines.append(lineValue)
            touched.insert(written)
            compares += guesses
            for id in guessed { board[id] = .some(nil) }
            for project in step.applied.before { board[project.id] = .some(nil) }
            for project in step.applied.after { board[project.id] = project }
            results.append(result)
        }
        guard !results.isEmpty else { return nil }
        var after = known
        (after.head, after.projects) = (head, board)
        guard !compares.isEmpty || !recorded.isEmpty else { return Batch(results: results, compares: [], operations: [], after: after) }
        operations += deletes(ofChanges: forgotten, head: &head)
        if let page {
            operations.append(.put(key: keys.chunk(0, of: page.lowerBound), value: StoredPage.value(of: records)))
            operations += historyWrites(lines, from: firstLine, head: head)
        }
        for ids in recorded.values {
            // Named after the last change, which no other transaction applies.
            operations.append(.put(key: keys.applied(ids.last!), value: Data(ids.compactMap { OutboxEntry.run(of: $0)?.name }.joined(separator: "\n").utf8)))
        }
        // Decisions without a write still rest on what was guessed: the transaction checks it all the same.
        if !operations.isEmpty {
            after.head = head
            after.written = head.value
            operations.append(.put(key: keys.head, value: head.value))
        }
        return Batch(results: results, compares: compares, operations: operations, after: after)
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
