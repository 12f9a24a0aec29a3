import Domain
import Synchronization

/// A repository that keeps the workspace in memory: for tests, previews and trying things out. It is its
/// own ``Domain/BoardChangeFeed``: every recorded event signals each watcher.
///
/// It passes the same contract suite as the file repositories, so a view model tested against it behaves
/// the same against the real store.
public final class InMemoryProjectRepository: ProjectRepository, BoardChangeFeed {
    private let workspace: Mutex<Workspace>
    private let watchers = Mutex<[Int: AsyncStream<Void>.Continuation]>([:])

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
        let (recorded, result) = try workspace.withLock { workspace in
            let (event, result) = try decide(workspace.view(for: reads))
            if let event { try workspace.apply(event) }
            return (event != nil, result)
        }
        if recorded { watchers.withLock { $0.values.forEach { $0.yield() } } }
        return result
    }

    /// A signal after every recorded event, until the consumer stops listening.
    public func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let key = watchers.withLock { watchers in
            let key = (watchers.keys.max() ?? 0) + 1
            watchers[key] = continuation
            return key
        }
        continuation.onTermination = { [weak self] _ in self?.watchers.withLock { _ = $0.removeValue(forKey: key) } }
        return stream
    }
}
