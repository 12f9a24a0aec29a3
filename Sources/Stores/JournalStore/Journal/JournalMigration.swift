import Domain
import Foundation

/// Brings a store of an older format to this one, once, under the lock: format 1 (one JSON document and
/// unchecked journal lines, read by ``LegacyStore``), format 2 (no authors: its changes are credited to
/// `legacyAuthor`, the person who opens it first), format 3 (unsealed snapshot lines, files that do
/// not name each other) and format 4 (no generations; a compaction that stopped may have left its
/// snapshot beside the journal it folded). A newer store is refused untouched elsewhere.
///
/// The old files are kept aside first (`snapshot.json.format-3-2026-11-26T08-12-03Z`), by a hard link:
/// a migration never destroys what an older release wrote.
struct JournalMigration {
    let directory: StoreDirectory
    let journal: StoreFile
    let snapshot: StoreFile
    let legacyAuthor: Author

    /// Migrates the store: the new snapshot and a new journal after it, put in place as a compaction puts
    /// them (``SnapshotInstall``), so a stop anywhere is finished by the next command. Call it under the lock.
    func migrate() throws(StorageError) {
        let journalReading = try VerifiedJournal.read(journal)
        let snapshotKind = try LineSnapshot.open(snapshot, legacyAuthor: legacyAuthor)
        switch (journalReading, snapshotKind) {
        case (.current(let verified), .current(let lines)?) where lines.header.version == StoreFormat.version && verified.version < StoreFormat.version:
            throw olderJournal(verified.version)
        case (.current(let verified), .current(let lines)?) where lines.header.version < verified.version && !verified.records.isEmpty:
            throw .corrupt(file: snapshot.path, reason: "it is of format \(lines.header.version) beside a journal of format \(verified.version)")
        case (.current, .current(let lines)?) where lines.header.version < StoreFormat.version, (.none, .current(let lines)?) where lines.header.version < StoreFormat.version:
            // Formats 2 and 3, read whole (format 2's changes credited to the legacy author), written in this format.
            try rewrite(from: lines.header.version)
        case (.current(let verified), nil) where verified.version < StoreFormat.version:
            // A journal of an older format with no snapshot yet: the same, from the journal alone.
            try rewrite(from: verified.version)
        case (.legacy, .current(let lines)?) where lines.header.version == StoreFormat.version:
            throw olderJournal(LegacyStore.version)
        case (.legacy, .current(let lines)?):
            // An older release's migration, interrupted after its snapshot: the old journal must hold nothing beyond it.
            let last = try LegacyStore.lastSequence(of: journal)
            guard last <= lines.header.sequence else {
                throw .corrupt(file: journal.path, reason: "change \(last) is newer than \(snapshot.path), which holds up to \(lines.header.sequence)")
            }
            _ = try JournalHeader.start(journal, base: lines.header.sequence, following: lines.header.lineage)
            // A first-format store whose migration to a later format stopped here: on to this format.
            if lines.header.version < StoreFormat.version { try migrate() }
        case (.current, .legacy?):
            throw .corrupt(file: snapshot.path, reason: "it is of format \(LegacyStore.version) beside a journal of format \(StoreFormat.version)")
        case (.legacy, _), (_, .legacy?):
            let (workspace, sequence) = try LegacyStore.read(snapshot: snapshot, journal: journal, author: legacyAuthor)
            try keepAside(from: LegacyStore.version)
            try write(workspace, sequence: sequence)
        default:
            return
        }
    }

    /// Reads a store of format 2 or 3 whole and writes it in this format.
    private func rewrite(from version: Int) throws(StorageError) {
        guard let store = try JournalStoreState.read(journal: journal, snapshot: snapshot, events: true, legacyAuthor: legacyAuthor) else { return }
        let workspace = try store.workspace(projects: store.allProjects())
        try keepAside(from: version)
        try write(workspace, sequence: store.sequence)
    }

    /// The new snapshot with a journal following it, put in place as a compaction puts them.
    private func write(_ workspace: Workspace, sequence: Int) throws(StorageError) {
        let lineage = SnapshotLineage(after: "", folded: -1)
        try SnapshotInstall(journal: journal, snapshot: snapshot).install(
            [SnapshotWriter.bytes(of: workspace, sequence: sequence, lineage: lineage)], lineage: lineage, sequence: sequence)
    }

    /// A journal of an older format beside a snapshot of this one: a migration writes such a snapshot only
    /// after the journal that follows it, so this journal was put back from an older copy.
    private func olderJournal(_ version: Int) -> StorageError {
        .corrupt(file: journal.path, reason: "it is of format \(version) beside \(snapshot.path) of format \(StoreFormat.version), "
            + "which is put in place only after the journal that follows it: the journal is an older copy")
    }

    /// Gives each file of the old format a second, dated name before it is replaced (once it has been
    /// read: a damaged store is refused untouched).
    private func keepAside(from version: Int) throws(StorageError) {
        for file in [snapshot, journal] where try file.identity() != nil {
            _ = try file.keepAside(labelled: "format-\(version)", now: Date())
        }
    }
}
