import Domain

extension AppContainer {
    /// Salvages the store: reads every record that is intact, names each one that is not, and (unless
    /// `dryRun`, or it is healthy) writes a new store in its place, keeping the damaged files aside. It
    /// is never run by itself: a person asks for it.
    ///
    /// - Returns: what it found and did; `nil` for a store that has no repair (a shared board, the Data
    ///   layer's single document).
    public func repairStore(dryRun: Bool) async throws -> StoreRepairReport? {
        try await repair?(dryRun)
    }
}

/// What `repair` found in a store and what it did (see ``AppContainer/repairStore(dryRun:)``).
public typealias StoreRepairReport = Domain.StoreRepairReport
/// A record of a store that `repair` could not read, named by file, line and byte.
public typealias DamagedRecord = Domain.DamagedRecord
