import Domain

extension JournalStoreState {
    /// Checks that the journal and the snapshot belong together (see ``SnapshotLineage``): the journal
    /// follows this snapshot, or is the one this snapshot folded (a compaction that stopped before it
    /// started the next journal). A missing, emptied, replaced or older partner is damage, named, never a
    /// board as it was some changes ago. Files older than format 4 name no partner: they are migrated.
    static func checkPartners(
        _ verified: VerifiedJournal?, _ lines: LineSnapshot?, journal: StoreFile, snapshot: StoreFile
    ) throws(StorageError) {
        let lineage = lines?.header.lineage, follows = verified?.snapshot
        if verified == nil, let lineage {
            throw .corrupt(file: journal.path, reason: "it is missing, but \(snapshot.path) (snapshot \(lineage.id)) is followed by one")
        }
        guard let verified, let follows else { return }
        guard let lines, let lineage else {
            // A journal continuing a later change than 0 without its snapshot is named by the reader's next check.
            if lines == nil, !follows.isEmpty, verified.base == 0 {
                throw .corrupt(file: snapshot.path, reason: "it is missing, but \(journal.path) follows snapshot \(follows)")
            }
            return
        }
        if follows == lineage.id {
            guard verified.base == lines.header.sequence else {
                throw .corrupt(file: journal.path, reason: "it continues change \(verified.base), but its snapshot holds up to change \(lines.header.sequence)")
            }
            return
        }
        if follows == lineage.after, verified.last == lineage.folded { return }
        let named = follows.isEmpty ? "no snapshot" : "snapshot \(follows)"
        throw .corrupt(file: journal.path, reason: """
            it follows \(named) up to change \(verified.last), but \(snapshot.path) is snapshot \(lineage.id), made from the journal \
            after \(lineage.after.isEmpty ? "no snapshot" : "snapshot " + lineage.after) up to change \(lineage.folded): one of the two \
            files was deleted, replaced by another, or by an older copy
            """)
    }
}
