import Domain
import EtcdKit
import Foundation

/// The head's bookkeeping (``BoardHead``): what an event does to its author's stacks (the Domain's
/// ``Domain/Workspace/UndoRedoStacks``), the sequence numbers and history lines, the forgotten changes
/// still to delete, and the read that starts every operation.
extension EtcdProjectRepository {
    /// One event's effect on the head, and the change it applies to the projects.
    struct Step {
        /// The change numbered `seq`, as its author's stacks hold it.
        let change: Change
        /// A new change, or an undo or redo of `change`.
        let kind: HistoryEntry.Kind
        let date: Date
        let seq: Int
        /// Whether the change record was written in chunks before the transaction (a big change).
        var chunked = false
        /// A new change's record, when small enough for the transaction, for the caller to write.
        var record: Data?

        /// What the step does to the projects (an undo applies the inverse).
        var applied: Change { change.applied(as: kind) }
        /// Whether the projects get the inverse of the change numbered `seq`.
        var inverse: Bool { kind == .undo }
    }

    /// Updates `head` for `event` (a big change's record written first, in chunks); `nil` when the head
    /// moved meanwhile.
    func step(
        for event: WorkspaceEvent, head: inout BoardHead, revision: inout Int64, knowing tops: [Int: Change]
    ) async throws -> Step? {
        var stacks = head.stacks(of: event.author)
        switch event {
        case let .commit(change, author, when):
            let seq = head.next
            let record = ChangeRecord.value(of: change)
            let chunked = record.count > Self.chunkLimit
            if chunked {
                // Too big for the transaction: reserve the number, write the chunks, then commit.
                var reserved = head
                reserved.next = seq + 1
                // Should this process stop before its commit, the chunks are garbage that later changes delete.
                reserved.garbage.append(seq)
                let reservation = try await client.transaction(if: [unchanged(revision)], then: [.put(key: keys.head, value: reserved.value)])
                guard reservation.succeeded else { return nil }
                revision = reservation.revision
                try await writeChunks(of: record, as: seq)
            }
            head.next = seq + 1
            // What no stack holds any more (the redo stack, the oldest past the limit) is deleted over the next changes.
            head.garbage += stacks.commit(seq)
            head.setStacks(stacks, of: author)
            return Step(change: change, kind: .change, date: when, seq: seq, chunked: chunked, record: chunked ? nil : record)
        case let .undo(author, when):
            guard let top = stacks.undoStack.last else { throw ProjectError.nothingToUndo }
            guard let change = try await stackTop(top, known: tops, in: head, revision: revision) else { return nil }
            stacks.undo()
            head.setStacks(stacks, of: author)
            return Step(change: change, kind: .undo, date: when, seq: top)
        case let .redo(author, when):
            guard let top = stacks.redoStack.last else { throw ProjectError.nothingToRedo }
            guard let change = try await stackTop(top, known: tops, in: head, revision: revision) else { return nil }
            stacks.redo()
            head.setStacks(stacks, of: author)
            return Step(change: change, kind: .redo, date: when, seq: top)
        }
    }

    /// What one read saw: the head, its revision (0: no head yet), and the ranges asked for.
    struct Read {
        let head: BoardHead
        let headRevision: Int64
        var ranges: [EtcdRange]
        /// The cluster's revision the read saw.
        let revision: Int64
        /// For a reader, a change committed whose projects' keys are not all written yet (a big one,
        /// its writer still at it or stopped): what the ranges show with it applied (``unfinished(_:on:where:)``).
        var unfinished: Change?
    }

    /// The head and `operations`' ranges, read together. A change still pending is finished first by a
    /// writer (`finishing`); a reader reads it instead, and applies it on top of what it read, so that
    /// it sees the change whole and writes nothing (a role that may only read reads, and a board that
    /// many people follow is not written by each of them at once).
    func read(_ operations: [EtcdOperation], finishing: Bool = true) async throws -> Read {
        for _ in 0..<Self.attemptLimit {
            let result = try await client.transaction(if: [], then: [.range(.key(keys.head))] + operations)
            let ranges = try self.ranges(result, count: operations.count + 1)
            let value = ranges[0].keyValues.first
            let head = try value.map(decodeHead) ?? BoardHead()
            var read = Read(head: head, headRevision: value?.modRevision ?? 0, ranges: Array(ranges.dropFirst()), revision: result.revision)
            if let pending = head.pending {
                guard !finishing else {
                    try await rollForward(head, revision: read.headRevision)
                    continue
                }
                // Read while the head is unchanged: the change's number could be forgotten once it is finished.
                guard let stored = try await changes([pending.seq], in: head, revision: read.headRevision)?[pending.seq] else { continue }
                read.unfinished = pending.inverse ? stored.inverse : stored
            }
            return read
        }
        throw StorageError.io(path: address.description, reason: "a change of many projects stayed unfinished")
    }

    /// The head this machine last wrote (``HeadCache``), as a read of it alone would give, and its value
    /// for the write to compare; none when there is none, or when it marks a change still being written.
    func guessedRead() -> (Read?, Data?) {
        guard let known = headCache?.load(),
              let head = try? decodeHead(EtcdKeyValue(key: keys.head, value: known.value, createRevision: 0, modRevision: known.revision, version: 0)),
              head.pending == nil else { return (nil, nil) }
        return (Read(head: head, headRevision: known.revision, ranges: [], revision: known.revision), known.value)
    }

    /// `projects`, as read while `change` was still being written, with the change applied: the
    /// projects it touches as it leaves them (those `included` alone), the rest as read.
    static func unfinished(_ change: Change, on projects: [Project], where included: (ProjectID) -> Bool) -> [Project] {
        let touched = Set(change.before.map(\.id)).union(change.after.map(\.id))
        return projects.filter { !touched.contains($0.id) } + change.after.filter { included($0.id) }
    }

    /// The condition of every write: the head is as it was read.
    func unchanged(_ revision: Int64) -> EtcdCompare {
        EtcdCompare(keys.head, .equal, .modRevision(revision))
    }

    func decodeHead(_ value: EtcdKeyValue) throws -> BoardHead {
        let head = try decode(value, reading: BoardHead.init(value:)) { $0 }
        guard head.format <= BoardHead.currentFormat else {
            throw StorageError.newerVersion(file: "\(address) key \(value.key)", found: head.format, supported: BoardHead.currentFormat)
        }
        return head
    }

    /// The head's bookkeeping that goes with every change: a few forgotten changes deleted (more than any
    /// change can forget, on average), the change's history line written under a random tag and the lines
    /// that fall past the limit deleted. Returns the line's number and its tag.
    func keepBooks(for entry: HistoryEntry, head: inout BoardHead, operations: inout [EtcdOperation]) -> (line: Int, tag: String) {
        var forgotten: [Int] = []
        let (line, tag, value) = number(entry, head: &head, forgetting: &forgotten)
        operations += historyWrites([value], from: line, head: head)
        operations += deletes(ofChanges: forgotten, head: &head)
        return (line, tag)
    }

    /// The history line of `entry`, numbered and tagged (its value), and a few forgotten changes taken
    /// off the garbage into `forgotten` for the caller to delete (a batch deletes all of its own at once).
    func number(_ entry: HistoryEntry, head: inout BoardHead, forgetting forgotten: inout [Int]) -> (line: Int, tag: String, value: Data) {
        forgotten += head.garbage.prefix(Self.garbagePerChange)
        head.garbage.removeFirst(min(Self.garbagePerChange, head.garbage.count))
        let line = head.lines, tag = UUID().uuidString
        head.lines = line + 1
        return (line, tag, HistoryRecord(entry, tag: tag).value)
    }

    /// The writes of the history lines `values`, numbered from `first`: one key (a page when they are
    /// several), and the delete of the keys whose lines have all fallen past the limit.
    func historyWrites(_ values: [Data], from first: Int, head: BoardHead) -> [EtcdOperation] {
        let value = values.count == 1 ? values[0] : StoredPage.value(of: values)
        // A key may hold lines up to `linesPerKey` from its number: it goes once the last of them has.
        let lag = head.linesPerKey - 1, end = first + values.count - Workspace.historyLimit - lag
        guard end > 0 else { return [.put(key: keys.historyLine(first), value: value)] }
        return [.put(key: keys.historyLine(first), value: value), .delete(keys.historyLines(from: max(0, end - values.count), to: end))]
    }

    /// The deletes of the forgotten changes `seqs`: one range for each run of consecutive numbers, as
    /// etcd deletes many keys in one operation for about the cost of one. A change whose record shares
    /// a page goes with the page, once no stack holds any change of it.
    func deletes(ofChanges seqs: [Int], head: inout BoardHead) -> [EtcdOperation] {
        // A set: a page's first change may come after the page went with another (etcd refuses a key deleted twice).
        var gone: Set<Int> = [], held: [ClosedRange<Int>] = []
        for seq in seqs {
            guard let page = head.page(holding: seq) else {
                gone.insert(seq)
                continue
            }
            guard !held.contains(page) else { continue }
            guard !head.stacksHold(anyOf: page) else {
                held.append(page)
                continue
            }
            head.pages.removeAll { $0 == page }
            gone.insert(page.lowerBound)
        }
        var runs: [ClosedRange<Int>] = []
        for seq in gone.sorted() {
            if let last = runs.last, last.upperBound + 1 == seq { runs[runs.count - 1] = last.lowerBound...seq } else { runs.append(seq...seq) }
        }
        return runs.map { .delete(keys.changes($0)) }
    }
}
