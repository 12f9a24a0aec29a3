import Domain
import FastCoding

/// Folds the journal into a new snapshot: the bytes of a `snapshot.json` holding everything a
/// ``JournalStoreState`` holds, so that the journal can start again empty.
///
/// The history and each author's stacks are short; the projects are a merge of two runs sorted by id: the old
/// snapshot's lines, copied as they are (never parsed), and the projects the journal changed, encoded
/// anew (a deleted one is left out). So a compaction of a 100,000-project store parses nothing but
/// the journal.
enum SnapshotCompaction {
    /// The change just recorded, already encoded: the top of its author's undo stack (or of their redo
    /// stack, for an undo), which the compaction right after it copies instead of encoding again.
    struct EncodedTop {
        var undo: Bool
        var author: Author
        var bytes: [UInt8]
    }

    /// Room reserved per changed project: about one project line.
    private static let estimatedLineLength = 256

    /// The new snapshot's bytes, in parts to write one after another (see ``SnapshotWriter/parts(sequence:lineage:)``),
    /// naming the journal it folds (see ``SnapshotLineage``).
    /// `applied` is a change whose projects are not in the store's overlay (see
    /// ``JournalOverlay/apply(_:_:by:at:projects:)``): they are written on top of it, each copied from
    /// its image in `encodedTop` (`images`: each one's start and end in turn, in the order of the
    /// change's projects after it) rather than encoded again.
    static func parts(
        of store: JournalStoreState, lineage: SnapshotLineage, encodedTop: EncodedTop?,
        applying applied: (change: Change, images: ArraySlice<Int>)? = nil
    ) throws(StorageError) -> [[UInt8]] {
        var writer = SnapshotWriter()
        try addHistory(of: store, to: &writer)
        var runs: [Int: [ArraySlice<UInt8>]] = [:]
        for (author, stacks) in store.overlay.stacks {
            for (stack, undo) in [(stacks.undoStack, true), (stacks.redoStack, false)] {
                let reused = encodedTop.flatMap { $0.undo == undo && $0.author == author ? $0.bytes : nil }
                try add(stack, of: author, undo: undo, from: store, runs: &runs, reusing: reused, to: &writer)
            }
        }
        try addProjects(of: store, applying: applied, imagesIn: encodedTop?.bytes ?? [], to: &writer)
        return writer.parts(sequence: store.sequence, lineage: lineage)
    }

    /// A new snapshot's lineage: it folds `store`'s journal up to change `folded` (by default that
    /// journal's last), and comes a generation after `store`'s snapshot.
    static func lineage(of store: JournalStoreState, folded: Int? = nil) -> SnapshotLineage {
        SnapshotLineage(
            after: store.journal?.snapshot ?? "", folded: folded ?? store.journal?.last ?? -1,
            generation: (store.snapshot?.header.lineage?.generation ?? 0) + 1)
    }

    /// The newest ``Domain/Workspace/historyLimit`` lines: the snapshot's as stored, then the journal's.
    private static func addHistory(of store: JournalStoreState, to writer: inout SnapshotWriter) throws(StorageError) {
        let journal = store.overlay.history.suffix(Workspace.historyLimit)
        let stored = try store.snapshot?.historyLines() ?? []
        for line in stored.suffix(Workspace.historyLimit - journal.count) { writer.add(stored: line, to: .history) }
        for entry in journal { writer.add(SnapshotWriter.line(entry), to: .history) }
    }

    /// One author's undo (or redo) stack, oldest first: a line of the snapshot as stored (each run read
    /// once, into `runs`), a change the journal pushed encoded; the top is `top` when it is already encoded.
    private static func add(
        _ stack: [JournalOverlay.Entry], of author: Author, undo: Bool, from store: JournalStoreState,
        runs: inout [Int: [ArraySlice<UInt8>]], reusing top: [UInt8]?, to writer: inout SnapshotWriter
    ) throws(StorageError) {
        for (position, entry) in stack.enumerated() {
            switch entry {
            case let .stored(run, index):
                if runs[run.offset] == nil { runs[run.offset] = try store.snapshot?.stackLines(run) ?? [] }
                if let lines = runs[run.offset], index < lines.count { writer.add(stored: lines[index], toStackOf: author, undo: undo) }
            case .pushed, .recorded:
                if position == stack.count - 1, let top {
                    writer.add(top, toStackOf: author, undo: undo)
                } else if let change = try store.change(entry) {
                    writer.add(SnapshotWriter.line(change), toStackOf: author, undo: undo)
                }
            }
        }
    }

    /// The projects, sorted by id: a merge of the snapshot's lines (copied as they are) and the projects
    /// the journal and `applied` changed (encoded, or copied from their image in `line`; a deleted one,
    /// `nil`, left out).
    private static func addProjects(
        of store: JournalStoreState, applying applied: (change: Change, images: ArraySlice<Int>)?,
        imagesIn line: [UInt8], to writer: inout SnapshotWriter
    ) throws(StorageError) {
        // Each changed id with where its line comes from rather than a copy of the project: an import's
        // million projects stay in its change alone.
        let overlay = Array(store.overlay.projects)
        var changed = overlay.indices.map { (id: overlay[$0].key, from: Source.overlay($0)) }
        let (placed, images) = (applied?.change.after ?? [], applied?.images ?? [])
        if let applied {
            changed.reserveCapacity(changed.count + applied.change.before.count + applied.change.after.count)
            for project in applied.change.before { changed.append((project.id, .deleted)) }
            for (index, project) in applied.change.after.enumerated() { changed.append((project.id, .applied(index))) }
        }
        // Ids sort as their text does, the order of the stored lines. The sort is stable: of an id written
        // more than once, the last one stands, as it would in the overlay's table. Each id is written out
        // only as the merge reaches it (a text per id was a million allocations at a million projects).
        changed.sort { $0.id < $1.id }
        var next = 0, nextID: [UInt8] = []
        nextID.reserveCapacity(IDText.length)
        func settle() {
            while next + 1 < changed.count, changed[next + 1].id == changed[next].id { next += 1 }
            nextID.removeAll(keepingCapacity: true)
            if next < changed.count { IDText.append(changed[next].id, to: &nextID) }
        }
        func advance() {
            switch changed[next].from {
            case let .overlay(index): if let project = overlay[index].value { writer.add(project) }
            case .deleted: break
            case let .applied(index):
                let start = images.startIndex + 2 * index
                if start + 1 < images.endIndex {
                    writer.add(line[images[start]..<images[start + 1]], to: .projects)
                } else {
                    writer.add(placed[index])
                }
            }
            next += 1
            settle()
        }
        settle()
        let storedBytes = store.snapshot.map { $0.header.projects.end - $0.header.projects.offset } ?? 0
        writer.reserveProjects(storedBytes + estimatedLineLength * changed.count)
        try store.snapshot?.forEachProjectLine { id, line in
            while next < changed.count, nextID.lexicographicallyPrecedes(id) { advance() }
            if next < changed.count, nextID.elementsEqual(id) {
                advance() // the journal's version replaces the stored line
            } else {
                writer.add(stored: line, to: .projects)
            }
        }
        while next < changed.count { advance() }
    }

    /// Where the merge finds a changed project: the overlay's (`nil`: deleted), deleted by the change
    /// applied, or put in place by it.
    private enum Source {
        case overlay(Int), deleted, applied(Int)
    }
}
