import Domain
import Synchronization

/// A repository that keeps the workspace in memory: for tests, previews and trying things out.
///
/// It passes the same contract suite as the file repositories, so a view model tested against it behaves
/// the same against the real store.
public final class InMemoryProjectRepository: ProjectRepository {
    private let workspace: Mutex<Workspace>

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

    /// The board of the workspace.
    public func loadBoard() async throws -> Board { Board(try await load()) }

    /// The newest `limit` history lines.
    public func history(limit: Int) async throws -> [HistoryEntry] { Array(try await load().historyNewestFirst.prefix(limit)) }

    /// Reads the view, runs `decide` and applies its event under one lock, like a file store.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try workspace.withLock { workspace in
            let (event, result) = try decide(workspace.view(for: reads))
            if let event { try workspace.apply(event) }
            return result
        }
    }
}
