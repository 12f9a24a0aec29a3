import Domain

extension JournalStoreState {
    /// The journal and the snapshot it follows, read in that order and checked to belong together;
    /// `nil` when either is of the first format (to be migrated). The snapshot is the pending one
    /// (``SnapshotInstall``) when the journal follows that one: `pending` is then true.
    ///
    /// A compaction replaces the journal and then renames the snapshot, so a reader without the lock may
    /// read a journal and a snapshot of two generations: when they do not fit and either file changed
    /// since it was read, both are read again. Files that stand still and do not fit are damage.
    static func readPartners(
        journal: StoreFile, snapshot: StoreFile, legacyAuthor: Author
    ) throws(StorageError) -> (journal: VerifiedJournal?, snapshot: LineSnapshot?, pending: Bool)? {
        var attempts = 0
        while true {
            attempts += 1
            let verified: VerifiedJournal?
            switch try VerifiedJournal.read(journal) {
            case .legacy: return nil
            case .none: verified = nil
            case let .current(journal): verified = journal
            }
            var kind = try LineSnapshot.open(snapshot, legacyAuthor: legacyAuthor), pending = false
            let opened: FileIdentity? = if case let .current(found)? = kind { found.identity } else { nil }
            if let follows = verified?.snapshot, !follows.isEmpty, kind?.isSnapshot(follows) != true,
               case let found? = try LineSnapshot.open(SnapshotInstall(journal: journal, snapshot: snapshot).pending, legacyAuthor: legacyAuthor),
               found.isSnapshot(follows) {
                kind = found
                pending = true
            }
            let lines: LineSnapshot?
            switch kind {
            case .legacy?: return nil
            case nil: lines = nil
            case let .current(found)?: lines = found
            }
            do throws(StorageError) {
                try checkPartners(verified, lines, journal: journal, snapshot: snapshot)
                return (verified, lines, pending)
            } catch {
                let (journalNow, snapshotNow) = (try journal.identity(), try snapshot.identity())
                let moved = journalNow != verified?.identity || snapshotNow != opened
                guard moved, attempts < 8 else { throw error }
            }
        }
    }

    /// Checks that the journal and the snapshot belong together (see ``SnapshotLineage``): the journal
    /// follows this snapshot, or, in format 4, is the one this snapshot folded. A missing, emptied,
    /// replaced or older partner is damage, named, never a board as it was some changes ago. Files older
    /// than format 4 name no partner: they are migrated.
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
        let follower = SnapshotLineage.Follower(snapshot: follows, generation: verified.generation, last: verified.last)
        if case let (file, reason)? = lineage.mismatch(of: follower, journalName: journal.path, snapshotName: lines.path) {
            throw .corrupt(file: file, reason: reason)
        }
        guard follows != lineage.id || verified.base == lines.header.sequence else {
            throw .corrupt(file: journal.path, reason: "it continues change \(verified.base), but its snapshot holds up to change \(lines.header.sequence)")
        }
    }
}
