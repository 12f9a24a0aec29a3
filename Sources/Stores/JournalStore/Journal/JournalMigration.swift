import Domain

/// Brings a store of an older format to this one, once, under the lock: format 1 (one JSON document and
/// unchecked journal lines, read by ``LegacyStore``) and format 2 (no authors: its changes are credited to
/// `legacyAuthor`, the person who opens it first). A newer store is refused untouched elsewhere.
struct JournalMigration {
    let directory: StoreDirectory
    let journal: StoreFile
    let snapshot: StoreFile
    let legacyAuthor: Author

    /// Migrates the store: the new snapshot first, then a new journal after it, each by atomic
    /// replacement; a crash between the two is finished by the next command. Call it under the lock.
    func migrate() throws(StorageError) {
        let journalReading = try VerifiedJournal.read(journal)
        let snapshotKind = try LineSnapshot.open(snapshot, legacyAuthor: legacyAuthor)
        switch (journalReading, snapshotKind) {
        case (.current(let verified), .current(let lines)?) where lines.header.version == StoreFormat.version && verified.version < StoreFormat.version:
            // Interrupted after the new snapshot: the old journal must hold nothing beyond it.
            guard verified.last <= lines.header.sequence else {
                throw .corrupt(file: journal.path, reason: "change \(verified.last) is newer than \(snapshot.path), which holds up to \(lines.header.sequence)")
            }
            _ = try JournalHeader.start(journal, base: lines.header.sequence)
        case (.current(let verified), .current(let lines)?) where lines.header.version < verified.version && !verified.records.isEmpty:
            throw .corrupt(file: snapshot.path, reason: "it is of format \(lines.header.version) beside a journal of format \(verified.version)")
        case (.current, .current(let lines)?) where lines.header.version < StoreFormat.version, (.none, .current(let lines)?) where lines.header.version < StoreFormat.version:
            // Format 2, read whole with its changes credited to the legacy author, written in this format.
            guard let store = try JournalStoreState.read(journal: journal, snapshot: snapshot, events: true, legacyAuthor: legacyAuthor) else { return }
            try snapshot.replace(with: SnapshotWriter.bytes(of: store.workspace(projects: store.allProjects()), sequence: store.sequence))
            _ = try JournalHeader.start(journal, base: store.sequence)
            directory.removeLeftoverTemporaryFiles()
        case (.current(let verified), nil) where verified.version < StoreFormat.version:
            // A journal of format 2 with no snapshot yet: the same, from the journal alone.
            guard let store = try JournalStoreState.read(journal: journal, snapshot: snapshot, events: true, legacyAuthor: legacyAuthor) else { return }
            try snapshot.replace(with: SnapshotWriter.bytes(of: store.workspace(projects: store.allProjects()), sequence: store.sequence))
            _ = try JournalHeader.start(journal, base: store.sequence)
            directory.removeLeftoverTemporaryFiles()
        case (.legacy, .current(let lines)?):
            // Interrupted after the snapshot: the old journal must hold nothing beyond it.
            let last = try LegacyStore.lastSequence(of: journal)
            guard last <= lines.header.sequence else {
                throw .corrupt(file: journal.path, reason: "change \(last) is newer than \(snapshot.path), which holds up to \(lines.header.sequence)")
            }
            _ = try JournalHeader.start(journal, base: lines.header.sequence)
            // A first-format store whose migration to format 2 stopped here: on to this format.
            if lines.header.version < StoreFormat.version { try migrate() }
        case (.current, .legacy?):
            throw .corrupt(file: snapshot.path, reason: "it is of format \(LegacyStore.version) beside a journal of format \(StoreFormat.version)")
        case (.legacy, _), (_, .legacy?):
            let (workspace, sequence) = try LegacyStore.read(snapshot: snapshot, journal: journal, author: legacyAuthor)
            try snapshot.replace(with: SnapshotWriter.bytes(of: workspace, sequence: sequence))
            _ = try JournalHeader.start(journal, base: sequence)
            directory.removeLeftoverTemporaryFiles()
        default:
            return
        }
    }
}
