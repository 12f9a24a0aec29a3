import Domain
import Synchronization

/// A shared board that keeps working while its cluster is out of reach: a ``Domain/ProjectRepository``
/// made of two, a remote one that applies each change once (``OnceRepository``: the etcd board) and a
/// local one (``WorkspaceRepository``: the board last seen with this machine's waiting changes replayed
/// on it). Every call first sends the waiting changes (``sync()``); when none is left it goes to the
/// remote, else, or when the remote is out of reach, to the local board, and a change made there waits
/// in the ``Outbox`` as what the person meant.
public final class OfflineFirstRepository: ProjectRepository, BoardChangeFeed, SharedBoardSync {
    /// The board on the cluster.
    public let remote: any OnceRepository & BoardChangeFeed
    /// The changes waiting to reach it, and the conflicts waiting to be settled.
    public let outbox: Outbox
    let lastStatus = Mutex<SharedBoardStatus?>(nil)

    /// The board `remote`, with this machine's waiting changes kept in `outbox`.
    public init(remote: any OnceRepository & BoardChangeFeed, outbox: Outbox) {
        (self.remote, self.outbox) = (remote, outbox)
    }

    /// Where the board stood after the last call: `nil` while nothing waits and nothing was sent.
    public var status: SharedBoardStatus? { lastStatus.withLock { $0 } }

    /// The remote's board once nothing waits; else the local board.
    public func loadBoard(for author: Author) async throws -> Board {
        try await route { try await $0.loadBoard(for: author) }
    }

    /// The projects `reference` names, from the remote once nothing waits; else from the local board.
    public func projects(matching reference: ProjectReference) async throws -> [Project] {
        try await route { try await $0.projects(matching: reference) }
    }

    /// The projects with these ids, from the remote once nothing waits; else from the local board.
    public func projects(withIDs ids: Set<ProjectID>) async throws -> [Project] {
        try await route { try await $0.projects(withIDs: ids) }
    }

    /// Whether `author` can undo and redo, on the remote once nothing waits; else on the local board.
    public func undoAvailability(for author: Author) async throws -> (canUndo: Bool, canRedo: Bool) {
        try await route { try await $0.undoAvailability(for: author) }
    }

    /// The remote's history; on the local board, this machine's waiting changes on top of the lines last
    /// read.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        let sent = try await sync()
        var offline = sent.offline
        if sent.waiting == 0 {
            do { return try await remote.history(limit: limit) } catch let error as StorageError where error.meansOffline { offline = error }
        }
        let local = try await localBoard(forChange: false, after: offline).history(limit: limit)
        let seen = (try? await remote.history(limit: limit)) ?? []
        return Array((local + seen).prefix(limit))
    }

    /// On the remote once nothing waits; else, or when the remote is out of reach, on the local board,
    /// the change kept in the outbox as what it meant.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        let sent = try await sync()
        var offline = sent.offline
        if sent.waiting == 0 {
            do {
                let recorded = Mutex<(WorkspaceEvent, ReadView)?>(nil)
                let result = try await remote.change(reading: reads) { view in
                    let decision = try decide(view)
                    recorded.withLock { $0 = decision.event.map { ($0, view) } }
                    return decision
                }
                if let (event, view) = recorded.withLock({ $0 }) { try outbox.update { $0.remember(event, on: view) } }
                return result
            } catch let error as StorageError where error.meansOffline {
                offline = error
                markOffline(error)
            }
        }
        return try await changeHere(reading: reads, after: offline, decide)
    }

    /// Nothing stops a change: one the cluster cannot take waits on this machine. A remote that refuses
    /// for another reason (permission) says so.
    public func checkWritable() async throws {
        do { try await remote.checkWritable() } catch let error as StorageError where error.meansOffline {}
    }

    /// The remote's feed: the board follows the cluster, and reads again when it answers.
    public func changes() -> AsyncStream<BoardChange> { remote.changes() }

    /// Sends the waiting changes, then reads from the remote when none is left, else (or when the remote
    /// is out of reach) from the local board; the remote is asked once (out of reach, the local board
    /// starts from the board last seen without asking it again).
    private func route<Value>(_ read: (any ProjectRepository) async throws -> Value) async throws -> Value {
        let sent = try await sync()
        var offline = sent.offline
        if sent.waiting == 0 {
            do {
                let value = try await read(remote)
                // A remote that answers from what it kept when the cluster is gone: the board is offline.
                if let error = remote.lastReadOffline { markOffline(error) }
                return value
            } catch let error as StorageError where error.meansOffline {
                offline = error
                markOffline(error)
            }
        }
        return try await read(localBoard(forChange: false, after: offline))
    }

    private func markOffline(_ error: StorageError) {
        lastStatus.withLock { $0 = SharedBoardStatus(conflicts: $0?.conflicts ?? 0, offline: error) }
    }
}
