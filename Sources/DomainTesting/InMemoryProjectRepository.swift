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

    /// The workspace as it is now.
    public func load() async throws -> Workspace { workspace.withLock { $0 } }

    /// Runs `decide` and applies its event under one lock, like a file store's read-modify-write.
    public func update<Result: Sendable>(
        _ decide: @Sendable (Workspace) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try workspace.withLock { workspace in
            let (event, result) = try decide(workspace)
            if let event { try workspace.apply(event) }
            return result
        }
    }
}
