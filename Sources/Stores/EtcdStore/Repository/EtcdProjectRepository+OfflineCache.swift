import Domain
import EtcdKit
import Foundation

/// Offline: when no member answers, the reads return the board last read (kept in the cache file) and
/// ``offlineNotice`` says so; changes throw ``Domain/StorageError/offline(reason:)`` and nothing is queued.
extension EtcdProjectRepository {
    /// Keeps the board just read for offline reads, unless the cache holds the board of that revision.
    func remember(_ every: EveryProject, as board: Board) {
        if let cache, cachedRevision.withLock({ $0 }) != every.revision, cache.savedRevision() != every.revision {
            cache.save(projectValues: every.values, canUndo: board.canUndo, canRedo: board.canRedo, revision: every.revision, at: Date())
            cachedRevision.withLock { $0 = every.revision }
        }
        readSinceCached.withLock { $0 = ReadSinceCached() }
        servedFromCache.withLock { $0 = nil }
    }

    /// Keeps the projects a following board just read (``projects(withIDs:)``) for offline reads, on top
    /// of the cached board.
    func remember(_ found: [Project], named ids: Set<ProjectID>) {
        guard cache != nil else { return }
        readSinceCached.withLock { $0.add(found, named: ids, at: Date()) }
    }

    /// The board last read (the cached board, with the projects read since on top), for a read no
    /// member answered; without one, the Domain's error for `error`.
    func cachedBoard(after error: EtcdError) throws -> Board {
        guard let snapshot = cache?.load() else { throw storageError(error) }
        let since = readSinceCached.withLock { $0 }
        servedFromCache.withLock { $0 = since.date ?? snapshot.savedAt }
        return since.applied(to: snapshot.board)
    }

    /// Set when the last board returned was the cached one because no member answered: one line for a
    /// person saying so and from when the board dates.
    public var offlineNotice: String? {
        servedFromCache.withLock { $0 }.map { "\(offlineReason); showing the board as it was at \($0.formatted(.iso8601))" }
    }

    /// Whether no member answered at all: reads then fall back to the cache.
    func isOffline(_ error: EtcdError) -> Bool {
        switch error {
        case .unreachable, .timedOut: true
        default: false
        }
    }

    /// What the offline state says: no member answered.
    var offlineReason: String { EtcdError.unreachable(address.endpoints).description }

    /// The Domain's error for an etcd failure; other errors pass as they are.
    func storageError(_ error: any Error) -> any Error {
        guard let error = error as? EtcdError else { return error }
        switch error {
        case _ where isOffline(error): return StorageError.offline(reason: offlineReason)
        case .permissionDenied: return StorageError.notWritable(path: address.description, reason: error.description)
        default: return StorageError.io(path: address.description, reason: error.description)
        }
    }
}
