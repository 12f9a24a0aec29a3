import Domain
import Synchronization

/// A repository that keeps the workspace in memory: for tests, previews and trying things out. It is its
/// own ``Domain/BoardChangeFeed``: every recorded event sends each watcher a notice naming its projects.
///
/// It passes the same contract suite as the file repositories, so a view model tested against it behaves
/// the same against the real store.
public final class InMemoryProjectRepository: ProjectRepository, BoardChangeFeed {
    private let workspace: Mutex<Workspace>
    private let watchers = Mutex<[Int: AsyncStream<BoardChange>.Continuation]>([:])

    /// Starts with `workspace`, empty by default.
    public init(_ workspace: Workspace = Workspace()) {
        self.workspace = Mutex(workspace)
    }

    /// Builds a workspace by recording `events` in order, as if they had been written one by one.
    public convenience init(replaying events: [WorkspaceEvent]) throws {
        var workspace = Workspace()
        for event in events { try workspace.apply(event) }
        self.init(workspace)
    }

    /// The workspace as it is now: everything the store holds, for a test to compare.
    public func load() async throws -> Workspace { workspace.withLock { $0 } }

    /// The board of the workspace, with `author`'s undo and redo.
    public func loadBoard(for author: Author) async throws -> Board { Board(try await load(), for: author) }

    /// The newest `limit` history lines.
    public func history(limit: Int) async throws -> [HistoryEntry] { Array(try await load().historyNewestFirst.prefix(limit)) }

    /// Reads the view, runs `decide` and applies its event under one lock, like a file store.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        let (notice, result) = try workspace.withLock { workspace in
            let (event, result) = try decide(workspace.view(for: reads))
            guard let event else { return (BoardChange?.none, result) }
            let change: Change? = switch event {
            case let .commit(change, _, _): change
            case let .undo(author, _): workspace.undoStack(of: author).last
            case let .redo(author, _): workspace.redoStack(of: author).last
            }
            try workspace.apply(event)
            return (BoardChange(projects: change?.projectIDs ?? [], by: event.author), result)
        }
        if let notice { watchers.withLock { $0.values.forEach { $0.yield(notice) } } }
        return result
    }

    /// ``Domain/BoardChange/everything`` at once, then a notice after every recorded event, until the
    /// consumer stops listening.
    public func changes() -> AsyncStream<BoardChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: BoardChange.self)
        let key = watchers.withLock { watchers in
            let key = (watchers.keys.max() ?? 0) + 1
            watchers[key] = continuation
            continuation.yield(.everything)
            return key
        }
        continuation.onTermination = { [weak self] _ in self?.watchers.withLock { _ = $0.removeValue(forKey: key) } }
        return stream
    }
}
