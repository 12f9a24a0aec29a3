import Domain

/// Reads the board for ``BoardViewModel``, keeping the board last read so that a notice naming a few
/// projects reads only those.
@MainActor
final class BoardReader {
    private let loadBoard: LoadBoard
    private let watchBoard: WatchBoard?
    /// `nil` after a failed read, so the next one reads everything and no notice is lost.
    private var lastBoard: Board?
    /// How many ``follow(_:)`` calls are running.
    private var followers = 0

    init(loadBoard: LoadBoard, watchBoard: WatchBoard?) {
        self.loadBoard = loadBoard
        self.watchBoard = watchBoard
    }

    /// Whether the store tells of its changes.
    var canFollow: Bool { watchBoard != nil }

    /// The board after `change`, and the projects whose rows must be built again (`nil`: all of them).
    func read(after change: BoardChange) async throws -> (Board, Set<ProjectID>?) {
        var changed: Set<ProjectID>?
        if lastBoard != nil, case let .projects(ids, _) = change { changed = ids }
        do {
            let board = try await loadBoard(updating: lastBoard, after: change)
            lastBoard = board
            return (board, changed)
        } catch {
            lastBoard = nil
            throw error
        }
    }

    /// What to read after the user's own change to `ids`: only those while the store's feed tells of
    /// everyone else's changes, else the whole board, which is how a board that does not follow catches up.
    func ownChange(to ids: [ProjectID]) -> BoardChange {
        followers > 0 ? loadBoard.ownChange(to: ids) : .everything
    }

    /// Hands each change the store tells of to `apply`, until the feed ends or the task is cancelled.
    func follow(_ apply: (BoardChange) async -> Void) async {
        guard let watch = watchBoard else { return }
        followers += 1
        defer { followers -= 1 }
        for await change in watch() { await apply(change) }
    }
}
