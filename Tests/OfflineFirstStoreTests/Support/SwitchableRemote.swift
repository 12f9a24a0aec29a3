import Domain
import OfflineFirstStore
import Synchronization

/// A board in memory behind a switch, as a cluster behind a network: cut, every call throws
/// ``Domain/StorageError/offline(reason:)`` except a board read, which returns the board last read (as
/// the etcd store's cache does). It can also apply a change and then fail, as a sync killed between
/// the cluster's commit and the outbox's write.
final class SwitchableRemote: OnceRepository, BoardChangeFeed {
    let board = WorkspaceRepository()
    private let state = Mutex((cut: false, failAfterApplying: 0, seen: [Project]?.none))

    var isCut: Bool {
        get { state.withLock { $0.cut } }
        set { state.withLock { $0.cut = newValue } }
    }

    /// The next `count` changes apply, then throw as if the answer was lost.
    func failAfterApplying(_ count: Int) { state.withLock { $0.failAfterApplying = count } }

    private func check() throws {
        if isCut { throw StorageError.offline(reason: "cut") }
    }

    func loadBoard(for author: Author) async throws -> Board {
        let cached = state.withLock { $0.cut ? $0.seen : nil }
        if let cached { return Board(projects: cached, canUndo: false, canRedo: false) }
        try check()
        let board = try await board.loadBoard(for: author)
        state.withLock { $0.seen = board.allProjects }
        return board
    }

    func history(limit: Int) async throws -> [HistoryEntry] {
        try check()
        return try await board.history(limit: limit)
    }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try check()
        return try await board.change(reading: reads, decide)
    }

    func change<Result: Sendable>(
        once id: String, reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result? {
        try check()
        let result = try await board.change(once: id, reading: reads, decide)
        let lose = state.withLock { state in
            guard state.failAfterApplying > 0 else { return false }
            state.failAfterApplying -= 1
            return true
        }
        if lose { throw StorageError.offline(reason: "the answer was lost") }
        return result
    }

    func note(once id: String, _ entry: HistoryEntry) async throws {
        try check()
        try await board.note(once: id, entry)
    }

    func changes() -> AsyncStream<BoardChange> { AsyncStream { $0.finish() } }
}
