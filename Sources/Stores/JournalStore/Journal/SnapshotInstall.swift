import Domain

/// Puts a new snapshot in place together with the journal that follows it, in the one order that lets a
/// reader tell a stop in between from an older file put back: the snapshot is written (fsynced) under a
/// pending name, `snapshot.next.json`, then the new journal, naming it, replaces the old one, and only
/// then is the snapshot renamed to `snapshot.json`.
///
/// - A stop before the new journal leaves the old pair as it was (the pending file is never read, and the
///   next compaction writes over it).
/// - A stop after it leaves a journal that follows the pending snapshot: readers read that one, and the
///   next writer renames it (``finish()``).
///
/// So a snapshot never lies beside the journal it folded, and a journal that does not follow the snapshot
/// beside it is damage, whichever file is older (``SnapshotLineage``). What no order tells is a journal
/// replaced by an older copy of itself: it is a prefix of the journal that follows the same snapshot, and
/// the snapshot, written before any of its records, cannot say how far it went.
struct SnapshotInstall {
    /// The pending snapshot's name inside the store directory.
    static let pendingFileName = "snapshot.next.json"

    let journal: StoreFile
    let snapshot: StoreFile

    /// The snapshot written but not yet renamed.
    var pending: StoreFile { snapshot.directory.file(Self.pendingFileName) }

    /// Writes the snapshot's `parts` (of `lineage`, holding up to change `sequence`) and the empty journal
    /// after it; under the lock. When it returns, the new pair is in effect, even if the rename failed (the
    /// next writer renames it).
    func install(_ parts: [[UInt8]], lineage: SnapshotLineage, sequence: Int) throws(StorageError) {
        try pending.replace(withParts: parts)
        _ = try JournalHeader.start(journal, base: sequence, following: lineage)
        try? finish()
        snapshot.directory.removeLeftoverTemporaryFiles()
    }

    /// Renames the pending snapshot, which the journal follows, to `snapshot.json`; under the lock.
    func finish() throws(StorageError) {
        try pending.rename(over: snapshot)
    }
}
