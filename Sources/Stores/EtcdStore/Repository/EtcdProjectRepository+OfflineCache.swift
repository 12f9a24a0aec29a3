import Domain
import EtcdKit
import Foundation

/// Offline: when no member answers, or those that answer are too few to agree (the cluster lost its
/// quorum), the reads return the board last read (kept in the cache file) and ``offlineNotice`` says so;
/// changes throw ``Domain/StorageError/offline(reason:)`` or ``Domain/StorageError/quorumLost(answering:members:)``
/// and nothing is queued.
extension EtcdProjectRepository {
    /// Keeps the board just read for offline reads, unless the cache holds the board of that revision.
    func remember(_ every: EveryProject, as board: Board) {
        if let cache, cachedRevision.withLock({ $0 }) != every.revision, cache.savedRevision() != every.revision {
            cache.save(projectValues: every.values, canUndo: board.canUndo, canRedo: board.canRedo, revision: every.revision, at: Date())
            cachedRevision.withLock { $0 = every.revision }
        }
        servedFromCache.withLock { $0 = nil }
    }

    /// The board last read, for a read no member answered; without one, the Domain's error for `error`.
    func cachedBoard(after error: EtcdError) throws -> Board {
        guard let snapshot = cache?.load() else { throw storageError(error) }
        offlineCause.withLock { $0 = error.description }
        servedFromCache.withLock { $0 = snapshot.savedAt }
        return snapshot.board
    }

    /// Set when the last board returned was the cached one because no member answered: one line for a
    /// person saying so and from when the board dates.
    public var offlineNotice: String? {
        let cause = offlineCause.withLock { $0 } ?? offlineReason
        return servedFromCache.withLock { $0 }.map { "\(cause); showing the board as it was at \($0.formatted(.iso8601))" }
    }

    /// Whether no member could serve a read (none answered, or too few to agree): reads then fall back
    /// to the cache.
    func isOffline(_ error: EtcdError) -> Bool {
        switch error {
        case .unreachable, .timedOut, .quorumLost: true
        default: false
        }
    }

    /// What the offline state says when no member answered.
    var offlineReason: String { "etcd at \(address.endpoints.map(\.description).joined(separator: ", ")) unreachable" }

    /// The Domain's error for an etcd failure; other errors pass as they are.
    func storageError(_ error: any Error) -> any Error {
        guard let error = error as? EtcdError else { return error }
        switch error {
        case .quorumLost(let answering, let members):
            return StorageError.quorumLost(answering: answering.map(\.description), members: members)
        case .unreachable, .timedOut: return StorageError.offline(reason: error.description)
        case .permissionDenied: return StorageError.notWritable(path: address.description, reason: error.description)
        default: return StorageError.io(path: address.description, reason: error.description)
        }
    }
}
