import Domain
import Foundation

/// The reads a change takes under or without the lock: the store's state as one operation sees it, an
/// older format migrated the first time it is opened, and every project with the journal on top.
extension JournalProjectRepository {
    /// The store as one operation sees it (see ``JournalStoreState/read(journal:snapshot:events:legacyAuthor:)``);
    /// `nil`: the store is of the first format and must be migrated first.
    func read(
        events: Bool, naming: [[UInt8]]? = nil, newest: Int? = nil, stacksOf: Author? = nil, tops: (undo: Bool, redo: Bool) = (true, true)
    ) throws(StorageError) -> JournalStoreState? {
        let store = try JournalStoreState.read(
            journal: journal, snapshot: snapshot, events: events, naming: naming, newest: newest, stacksOf: stacksOf, tops: tops,
            legacyAuthor: legacyAuthor)
        // A directory with neither file may hold the Data layer's store, which is not this one's to read or write over.
        if store?.journal == nil, store?.snapshot == nil, try directory.file(Self.jsonFileStoreName).identity() != nil {
            throw .otherStoreKind(path: directory.file(Self.jsonFileStoreName).path, opener: "the Data layer's JSONFileProjectRepository")
        }
        return store
    }

    /// A reader's view: an older format's store is migrated (under the lock) the first time it is opened.
    /// With `naming`, only the records that name those ids are parsed (see ``JournalStoreState/idTexts(of:)``);
    /// with `newest`, only the newest records.
    func readWithoutLock(naming: [[UInt8]]? = nil, newest: Int? = nil) throws(StorageError) -> JournalStoreState {
        if let store = try read(events: true, naming: naming, newest: newest), store.version == StoreFormat.version { return store }
        let lock = try lockNow()
        defer { lock.release() }
        return try readLocked(events: true, naming: naming, newest: newest)
    }

    /// A writer's view, under the lock: migrated if needed, a compaction that stopped before renaming its
    /// snapshot finished (before a new one could write over the pending name), and a torn last line cut off.
    func readLocked(
        events: Bool, naming: [[UInt8]]? = nil, newest: Int? = nil, stacksOf: Author? = nil, tops: (undo: Bool, redo: Bool) = (true, true)
    ) throws(StorageError) -> JournalStoreState {
        var found = try read(events: events, naming: naming, newest: newest, stacksOf: stacksOf, tops: tops)
        if found == nil || found?.version != StoreFormat.version {
            try migration.migrate()
            found = try read(events: events, naming: naming, newest: newest, stacksOf: stacksOf, tops: tops)
        }
        guard let store = found, store.version == StoreFormat.version else {
            throw .corrupt(file: snapshot.path, reason: "it could not be migrated from format \(found?.version ?? LegacyStore.version)")
        }
        if store.snapshotPending { try install.finish() }
        // The journal was read whole under this lock, so what was read is all the file holds: no stat needed.
        if let verified = store.journal, verified.bytes.count > verified.complete {
            try cutUnfinished(verified)
        }
        return store
    }

    /// A writer crashed mid-append, leaving the beginning of a record (``VerifiedJournal`` refuses any
    /// other tail). Those bytes were never fsynced and reported done, so cutting them off is safe: the one
    /// case where a journal is shortened in place. They are first copied to a dated file of their own, and
    /// the command says so once (``takeNotice()``).
    private func cutUnfinished(_ verified: VerifiedJournal) throws(StorageError) {
        let tail = Array(verified.bytes[verified.complete...])
        let name = try directory.datedName(journal.name + ".unfinished", now: Date())
        try directory.file(name).replace(with: tail)
        try journal.truncate(to: verified.complete)
        notice.withLock {
            $0 = "the end of \(journal.path) held an unfinished change (\(tail.count) bytes) that a stopped command left; "
                + "it was cut off and kept as \(directory.file(name).path)"
        }
    }

    /// Every project: the snapshot's, streamed (or kept from the last time it was), with the journal's
    /// changes on top.
    func allProjects(in store: JournalStoreState) throws(StorageError) -> [Project] {
        guard let snapshot = store.snapshot else { return store.overlaid([]) }
        if let cached = snapshotProjects.withLock({ $0 }), cached.identity == snapshot.identity {
            return store.overlaid(cached.projects)
        }
        let base = try store.snapshotProjects()
        snapshotProjects.withLock { $0 = (snapshot.identity, base) }
        return store.overlaid(base)
    }
}
