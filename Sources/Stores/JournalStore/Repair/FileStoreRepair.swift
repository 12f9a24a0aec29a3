import Domain
import Foundation

/// Salvages a damaged journal store, in the manner of SQLite's `.recover`: it reads every record that
/// is intact (projects, history, undo and redo steps, in the snapshot and the journal), names each one
/// it could not read, and writes a new store in place of the old one, keeping the damaged files aside.
///
/// It never runs by itself: a damaged store is refused by every command, untouched, until a person asks
/// for this. How it stays safe:
/// - it holds the store's lock, as every writer does, from the first read to the last write;
/// - every file of the store gets a second, dated name first (`snapshot.json.damaged-2026-11-26T08-12-03Z`;
///   an intact partner `.replaced-…`), by a hard link, so their bytes are never lost and never absent from
///   either name, and a file found again can still be combined with its partner;
/// - the new snapshot and the new journal are each written by atomic replacement (temporary file,
///   fsync, rename, fsync of the directory), in the order a compaction writes them (``SnapshotInstall``);
/// - a store a newer release wrote is refused (``Domain/StorageError/newerVersion(file:found:supported:)``),
///   and a healthy store is left byte for byte as it is.
public struct FileStoreRepair: Sendable {
    private let directory: StoreDirectory
    private let lockWait: Duration
    private let legacyAuthor: Author

    /// The repair of the store in `directory`; `lockWait` and `author` as for ``JournalProjectRepository``.
    public init(directory: URL, lockWait: Duration = .seconds(5), migratingAs author: Author = .unknown) {
        self.directory = StoreDirectory(directory)
        self.lockWait = lockWait
        self.legacyAuthor = author
    }

    /// Reads the store and, unless `dryRun` or it is healthy, writes the repaired store; says what it found
    /// and did. A dry run, and a repair of a healthy store, are readers: they take no lock and write
    /// nothing. A repair reads the store again under the lock before it writes.
    /// - Parameter now: when the repair runs, which dates the names of the damaged files kept aside.
    public func run(dryRun: Bool, now: Date = Date()) async throws -> StoreRepairReport {
        try await BlockingIO.ownThread.run {
            // A store never written to is empty, and healthy: its directory is not created to say so.
            guard self.directory.exists() else { return self.report(.healthy, StoreSalvage.empty) }
            // First as a reader (no lock): a healthy store is neither locked nor touched, whoever is writing.
            let read = try self.salvage()
            if read.isHealthy { return self.report(.healthy, read) }
            if dryRun { return self.report(.damaged, read) }
            let lock = try StoreLock.acquire(in: self.directory, wait: self.lockWait)
            defer { lock.release() }
            let salvage = try self.salvage()
            guard !salvage.isHealthy else { return self.report(.healthy, salvage) }
            return self.report(.repaired, salvage, keptAside: try self.write(salvage, now: now))
        }
    }

    private var journal: StoreFile { directory.file(JournalProjectRepository.journalFileName) }
    private var snapshot: StoreFile { directory.file(JournalProjectRepository.snapshotFileName) }

    private func salvage() throws(StorageError) -> StoreSalvage {
        try StoreSalvage.read(journal: journal, snapshot: snapshot, legacyAuthor: legacyAuthor)
    }

    /// Keeps every file of the store aside (the damaged ones as `damaged`, an intact partner as
    /// `replaced`: it is rewritten too, and may still be combined with a file found again), then writes the
    /// new snapshot and an empty journal after it, as a compaction does (a stop in between leaves the
    /// store as it was, or repaired); returns the names the files are kept under.
    private func write(_ salvage: StoreSalvage, now: Date) throws(StorageError) -> [String] {
        // A generation after any either file named: an older file put back later is told as older.
        let lineage = SnapshotLineage(after: "", folded: -1, generation: salvage.generation + 1)
        let bytes = SnapshotWriter.bytes(of: salvage.workspace, sequence: salvage.sequence, lineage: lineage)
        let install = SnapshotInstall(journal: journal, snapshot: snapshot)
        var kept: [String] = []
        for file in [snapshot, install.pending, journal] where try file.identity() != nil {
            let damaged = salvage.damaged.contains { $0.file == file.name }
            kept.append(try file.keepAside(labelled: damaged ? "damaged" : "replaced", now: now))
        }
        try install.install([bytes], lineage: lineage, sequence: salvage.sequence)
        return kept
    }

    private func report(_ outcome: StoreRepairReport.Outcome, _ salvage: StoreSalvage, keptAside: [String] = []) -> StoreRepairReport {
        StoreRepairReport(
            outcome: outcome, directory: directory.path, projectsRecovered: salvage.workspace.projects.count,
            projectsFound: salvage.projectsFound, historyRecovered: salvage.workspace.history.count, historyFound: salvage.historyFound,
            damaged: salvage.damaged, dropped: salvage.dropped, keptAside: keptAside, snapshotMissing: salvage.snapshotMissing
        )
    }
}
