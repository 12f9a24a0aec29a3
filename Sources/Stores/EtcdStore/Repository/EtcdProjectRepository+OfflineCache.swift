import Domain
import EtcdKit
import Foundation

/// Offline: when no member answers, or those that answer are too few to agree (the cluster lost its
/// quorum), the reads return the board and the history last read (kept in the cache files) and
/// ``offlineNotice`` says so; changes throw ``Domain/StorageError/offline(reason:)`` or ``Domain/StorageError/quorumLost(answering:members:reading:)``
/// and nothing is queued.
extension EtcdProjectRepository {
    /// Keeps the board just read for offline reads, unless the cache holds the board of that revision.
    ///
    /// - Returns: when the cache was written (`nil`: it already held this board).
    func remember(_ every: EveryProject, as board: Board) -> Date? {
        readSinceCached.withLock { $0 = ReadSinceCached() }
        servedFromCache.withLock { $0 = nil }
        guard let cache, !every.unfinished, cachedRevision.withLock({ $0 }) != every.revision, cache.savedRevision() != every.revision else {
            return nil
        }
        let now = Date()
        cache.save(projectValues: every.values, canUndo: board.canUndo, canRedo: board.canRedo, revision: every.revision, lines: every.head.lines, at: now)
        cachedRevision.withLock { $0 = every.revision }
        return now
    }

    /// Brings the kept history up to the board just read, dated as the board kept with it (`date`), so
    /// that offline both say the same time: reads only the lines written since the newest one kept (all
    /// that are kept the first time), unless the board's read brought them. A failure changes nothing:
    /// it is only a cache.
    func rememberHistory(of every: EveryProject, at date: Date) async {
        guard let historyCache else { return }
        let end = every.head.lines, kept = historyCache.kept().upperBound
        let start = max(end - Workspace.historyLimit, kept <= end ? kept : 0)
        guard start < end else { return }
        if every.newestLines.count >= end - start {
            historyCache.save(Array(every.newestLines.suffix(end - start)), from: start, at: date)
            return
        }
        guard let read = try? await client.range(keys.historyLines(from: start, to: end, perKey: every.head.linesPerKey), revision: every.revision),
              let lines = try? historyLines(in: read.keyValues, from: start, to: end), lines.count == end - start else { return }
        historyCache.save(lines.map(\.value), from: start, at: date)
    }

    /// The newest `limit` history lines last read, for a read no member answered; without them (none
    /// kept, or a damaged cache, which is no cache), the Domain's error for `error`.
    func cachedHistory(limit: Int, after error: EtcdError) throws -> [HistoryEntry] {
        guard let kept = historyCache?.load(), let entries = try? kept.values.suffix(limit).reversed().map({
            try HistoryRecord(value: $0).entry()
        }) else { throw storageError(error, reading: true) }
        offlineCause.withLock { $0 = error.description }
        servedFromCache.withLock { $0 = kept.savedAt }
        return entries
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
        try cachedBoard(cause: error.description, else: storageError(error, reading: true))
    }

    /// The board last read, for a read no member answered (`cause`, why); without one, `failure`.
    func cachedBoard(cause: String, else failure: @autoclosure () -> any Error) throws -> Board {
        guard let snapshot = cache?.load() else { throw failure() }
        offlineCause.withLock { $0 = cause }
        let since = readSinceCached.withLock { $0 }
        servedFromCache.withLock { $0 = since.date ?? snapshot.savedAt }
        return since.applied(to: snapshot.board)
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

    /// The Domain's error for an etcd failure of a read (`reading`) or a change; other errors pass as they are.
    func storageError(_ error: any Error, reading: Bool = false) -> any Error {
        guard let error = error as? EtcdError else { return error }
        switch error {
        case .quorumLost(let answering, let members):
            return StorageError.quorumLost(answering: answering.map(\.description), members: members, reading: reading)
        case .unreachable, .timedOut: return StorageError.offline(reason: error.description)
        case .permissionDenied where reading: return StorageError.notReadable(path: address.description, reason: error.description)
        case .permissionDenied: return StorageError.notWritable(path: address.description, reason: error.description)
        default: return StorageError.io(path: address.description, reason: error.description)
        }
    }
}
