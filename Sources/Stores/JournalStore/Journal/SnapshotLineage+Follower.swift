/// Whether a journal belongs beside a snapshot, and if not, which of the two files is the older: what
/// every reader refuses (``JournalStoreState/checkPartners(_:_:journal:snapshot:)``) and `repair` names.
extension SnapshotLineage {
    /// What a journal's header says of the snapshot it follows, and its last change.
    struct Follower {
        /// The snapshot's id ("" for none).
        var snapshot: String
        /// Its generation; `nil` before format 5.
        var generation: Int?
        var last: Int
    }

    /// Why `journal` does not belong beside this snapshot, with the file to name, the older of the two
    /// where that is told (`journalName`, `snapshotName`); `nil` when it belongs: it follows this snapshot,
    /// or this snapshot is of format 4 (generation 0) and folded it (a compaction of that format wrote its
    /// snapshot first, and a stop before the new journal left the two together).
    func mismatch(of journal: Follower, journalName: String, snapshotName: String) -> (file: String, reason: String)? {
        if journal.snapshot == id { return nil }
        if journal.snapshot == after, journal.last == folded, generation == 0 { return nil }
        let follows = journal.snapshot.isEmpty ? "no snapshot" : "snapshot \(journal.snapshot)"
        if journal.snapshot == after, journal.last <= folded {
            let shorter = journal.last == folded ? "" : ", where this copy holds only up to change \(journal.last)"
            return (journalName, """
                it is an older copy: it is the journal \(snapshotName) (snapshot \(id)) was made from, up to change \(folded)\(shorter); \
                the changes made after that snapshot was written are not in it
                """)
        }
        if let older = journal.generation, generation > 0, older != generation {
            let (journalSide, snapshotSide) = ("\(follows) (generation \(older))", "snapshot \(id) (generation \(generation))")
            return older < generation
                ? (journalName, "it is older than \(snapshotName): it follows \(journalSide), but \(snapshotName) is \(snapshotSide); "
                    + "the journal was replaced by an older copy, or by one from another store")
                : (snapshotName, "it is older than \(journalName): it is \(snapshotSide), but \(journalName) follows \(journalSide); "
                    + "the snapshot was replaced by an older copy, or by one from another store")
        }
        return (journalName, """
            it follows \(follows) up to change \(journal.last), but \(snapshotName) is snapshot \(id), made from the journal \
            after \(after.isEmpty ? "no snapshot" : "snapshot " + after) up to change \(folded): one of the two \
            files was deleted, replaced by another, or by an older copy
            """)
    }
}
