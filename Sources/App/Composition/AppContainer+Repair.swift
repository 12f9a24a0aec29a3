import Data

// No Foundation here: in this file `Data` is the layer, not Foundation's type of bytes.

/// What `repair` found in a store of files and what it did (see ``repairStore(dryRun:)``).
public typealias StoreRepairReport = Data.StoreRepairReport
/// A record of a store file that `repair` could not read, named by file, line and byte.
public typealias DamagedRecord = Data.DamagedRecord

extension AppContainer {
    /// Salvages the store of files in ``AppConfiguration/storeDirectory``: reads every record that is
    /// intact, names each one that is not, and (unless `dryRun`, or it is healthy) writes a new store in
    /// its place, keeping the damaged files aside. It is never run by itself: a person asks for it.
    ///
    /// - Returns: what it found and did; `nil` for a store an address names (``AppConfiguration/pluggedStore``),
    ///   which is not a store of files.
    /// - Throws: a `StorageError`: a store a newer release wrote, which it leaves untouched; a lock held too
    ///   long; a file it cannot read or write.
    public func repairStore(dryRun: Bool) async throws -> StoreRepairReport? {
        guard configuration.pluggedStore == nil else { return nil }
        let repair = FileStoreRepair(directory: configuration.storeDirectory, migratingAs: configuration.author)
        return try await repair.run(dryRun: dryRun)
    }
}
