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

        /// What the step does to the projects (an undo applies the inverse).
        var applied: Change { change.applied(as: kind) }
        /// Whether the projects get the inverse of the change numbered `seq`.
        var inverse: Bool { kind == .undo }
    }

    /// Updates `head` for `event` and adds the change record's writes; `nil` when the head moved meanwhile.
    func step(
        for event: WorkspaceEvent, head: inout BoardHead, revision: inout Int64, operations: inout [EtcdOperation],
        knowing tops: [Int: Change]
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
            } else {
                operations.append(.put(key: keys.chunk(0, of: seq), value: record))
            }
            head.next = seq + 1
            // What no stack holds any more (the redo stack, the oldest past the limit) is deleted over the next changes.
            head.garbage += stacks.commit(seq)
            head.setStacks(stacks, of: author)
            return Step(change: change, kind: .change, date: when, seq: seq, chunked: chunked)
        case let .undo(author, when):
            guard let top = stacks.undoStack.last else { throw ProjectError.nothingToUndo }
            guard let change = try await stackTop(top, known: tops, revision: revision) else { return nil }
            stacks.undo()
            head.setStacks(stacks, of: author)
            return Step(change: change, kind: .undo, date: when, seq: top)
        case let .redo(author, when):
            guard let top = stacks.redoStack.last else { throw ProjectError.nothingToRedo }
            guard let change = try await stackTop(top, known: tops, revision: revision) else { return nil }
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
                guard let stored = try await changes([pending.seq], revision: read.headRevision)?[pending.seq] else { continue }
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
    /// change can forget, on average), the change's history line written under a random tag and the line
    /// that falls past the limit deleted. Returns the line's number and its tag.
    func keepBooks(for entry: HistoryEntry, head: inout BoardHead, operations: inout [EtcdOperation]) throws -> (line: Int, tag: String) {
        var forgotten: [Int] = []
        let books = try keepBooks(for: entry, head: &head, operations: &operations, forgetting: &forgotten)
        operations += deletes(ofChanges: forgotten)
        return books
    }

    /// The same, the forgotten changes' numbers added to `forgotten` for the caller to delete (a batch of
    /// changes deletes all of its own at once).
    func keepBooks(
        for entry: HistoryEntry, head: inout BoardHead, operations: inout [EtcdOperation], forgetting forgotten: inout [Int]
    ) throws -> (line: Int, tag: String) {
        forgotten += head.garbage.prefix(Self.garbagePerChange)
        head.garbage.removeFirst(min(Self.garbagePerChange, head.garbage.count))
        let line = head.lines, tag = UUID().uuidString
        operations.append(.put(key: keys.historyLine(line), value: HistoryRecord(entry, tag: tag).value))
        if line >= Workspace.historyLimit { operations.append(.delete(.key(keys.historyLine(line - Workspace.historyLimit)))) }
        head.lines = line + 1
        return (line, tag)
    }

    /// The deletes of the changes numbered `seqs`: one range for each run of consecutive numbers, as
    /// etcd deletes many keys in one operation for about the cost of one.
    func deletes(ofChanges seqs: [Int]) -> [EtcdOperation] {
        var runs: [ClosedRange<Int>] = []
        for seq in seqs {
            if let last = runs.last, last.upperBound + 1 == seq { runs[runs.count - 1] = last.lowerBound...seq } else { runs.append(seq...seq) }
        }
        return runs.map { .delete(keys.changes($0)) }
    }
}
