import Domain
import Foundation

/// Writing, always under the lock: the lock itself, a change's record appended and fsynced, and a
/// compaction into a new snapshot once the journal passes its size.
extension JournalProjectRepository {
    /// Creates the directory if needed and takes the store's lock, waiting (bounded) for another writer.
    /// It blocks: call it only inside ``BlockingIO``'s `run`.
    func lockNow() throws(StorageError) -> StoreLock {
        try directory.create()
        return try StoreLock.acquire(in: directory, wait: lockWait)
    }

    /// Appends `event` as the record after `store`'s last, then compacts if the journal passed its size.
    func record(_ event: WorkspaceEvent, in store: JournalStoreState, reads: ReadSet, view: ReadView) throws {
        var store = store
        let kind: JournalOverlay.Kind, change: Change, author = event.author, date = event.date
        switch event {
        case let .commit(committed, _, _):
            (kind, change) = (.commit, committed)
        case .undo:
            // The view's top is the author's only if the decision asked for theirs; else read it now.
            let asked = reads.undoTopOf == author ? view.undoTop : nil
            guard let top = try asked ?? store.top(of: store.overlay.stacks[author]?.undoStack) else { throw ProjectError.nothingToUndo }
            (kind, change) = (.undo, top)
        case .redo:
            let asked = reads.redoTopOf == author ? view.redoTop : nil
            guard let top = try asked ?? store.top(of: store.overlay.stacks[author]?.redoStack) else { throw ProjectError.nothingToRedo }
            (kind, change) = (.redo, top)
        }
        var images: [Int] = [] // each image's start and end in `encoded`, in turn (Ints: no type of their own to set up)
        let encoded = SnapshotWriter.line(change) { image in
            images.append(image.lowerBound)
            images.append(image.upperBound)
        }
        let top = SnapshotCompaction.EncodedTop(undo: kind != .undo, author: author, bytes: encoded)
        // An undo or redo of an import, read from its author's stacks alone, goes into a snapshot too.
        if encoded.count > journalLimit, !store.parsed, store.stacksOf == author { store = try readLocked(events: true) }
        if encoded.count > journalLimit, store.parsed {
            // A change larger than the journal's whole size (an import) goes straight into a new snapshot
            // with a new journal after it: one change, stored whole or not at all (it is in effect once the
            // journal follows the snapshot, see ``SnapshotInstall``), and written once rather than appended
            // and then copied again by the compaction it would cause.
            var next = store
            let applied = next.overlay.apply(kind, change, by: author, at: date, projects: false)
            next.sequence += 1
            let lineage = SnapshotCompaction.lineage(of: store)
            // The projects it puts in place are images in the line just encoded (an undo's, its before images).
            let placed = kind == .undo ? images[..<(2 * change.before.count)] : images[(2 * change.before.count)...]
            let parts = try SnapshotCompaction.parts(of: next, lineage: lineage, encodedTop: top, applying: (applied, placed))
            try install.install(parts, lineage: lineage, sequence: next.sequence)
            return
        }
        let line = JournalRecord.line(kind: kind.rawValue, author: author, date: date.timeIntervalSinceReferenceDate, change: encoded, sequence: store.sequence + 1)
        var size: Int
        let snapshotLineage = store.snapshot?.header.lineage
        if let verified = store.journal, verified.last == store.sequence, verified.snapshot == snapshotLineage?.id ?? "" {
            size = verified.complete
        } else {
            // No journal yet: start one after the snapshot.
            size = try JournalHeader.start(journal, base: store.sequence, following: snapshotLineage)
        }
        try journal.append(line, after: size)
        size += line.count
        guard size > journalLimit else { return }
        // After the change is durable: a failure here (a full disk, a damaged snapshot) must not turn an
        // acknowledged change into a reported failure. The change stands; the next change compacts.
        var next = store
        if !next.parsed {
            guard let reread = try? read(events: true) else { return }
            next = reread
        } else {
            next.overlay.apply(kind, change, by: author, at: date)
            next.sequence += 1
        }
        // The change just pushed (on the author's undo stack, or redo stack for an undo) is already encoded.
        // The journal folded is the one just appended to (`next` may hold the journal as read before).
        try? compact(next, encodedTop: top, lineage: SnapshotCompaction.lineage(of: store, folded: store.sequence + 1))
    }

    /// How this store puts a new snapshot in place with its journal.
    var install: SnapshotInstall { SnapshotInstall(journal: journal, snapshot: snapshot) }

    /// Writes the snapshot of `store` (its snapshot merged with its journal) and an empty journal after it
    /// (``SnapshotInstall``: a stop anywhere in between neither loses nor repeats a change).
    func compact(
        _ store: JournalStoreState, encodedTop: SnapshotCompaction.EncodedTop? = nil, lineage: SnapshotLineage? = nil
    ) throws(StorageError) {
        let lineage = lineage ?? SnapshotCompaction.lineage(of: store)
        try install.install(SnapshotCompaction.parts(of: store, lineage: lineage, encodedTop: encodedTop), lineage: lineage, sequence: store.sequence)
    }
}
