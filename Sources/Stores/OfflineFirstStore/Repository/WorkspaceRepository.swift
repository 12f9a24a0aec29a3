import Domain
import Synchronization

/// A board held in memory: the local board an offline-first store works on while its cluster is out of
/// reach (the board last seen, with the waiting changes replayed on it), and a remote in tests.
public final class WorkspaceRepository: OnceRepository, BoardChangeFeed {
    private struct State {
        var workspace: Workspace
        var applied: Set<String> = []
    }
    private let state: Mutex<State>

    /// A board holding `projects`, with no history.
    public init(projects: [Project] = []) {
        state = Mutex(State(workspace: Workspace(projects: projects)))
    }

    /// A board holding what `workspace` holds.
    init(_ workspace: Workspace) {
        state = Mutex(State(workspace: workspace))
    }

    /// Everything it holds.
    public var workspace: Workspace { state.withLock { $0.workspace } }

    /// Every project, with `author`'s undo and redo.
    public func loadBoard(for author: Author) async throws -> Board {
        state.withLock { Board($0.workspace, for: author) }
    }

    /// The newest `limit` lines, newest first.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        state.withLock { Array($0.workspace.historyNewestFirst.prefix(max(0, limit))) }
    }

    /// Decides on the view and applies the event, under the lock.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        try record(reading: reads, decide).result
    }

    /// A change, returning with its result the event recorded and the view it was decided on.
    func record<Result: Sendable>(
        reading reads: ReadSet, _ decide: (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) throws -> (event: WorkspaceEvent?, view: ReadView, result: Result) {
        try state.withLock { state in
            let view = state.workspace.view(for: reads)
            let (event, result) = try decide(view)
            if let event { try state.workspace.apply(event) }
            return (event, view, result)
        }
    }

    /// Decides and applies unless `id` was applied already (`nil`); an applied event records `id`.
    public func change<Result: Sendable>(
        once id: String, reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result? {
        try state.withLock { state in
            guard !state.applied.contains(id) else { return nil }
            let (event, result) = try decide(state.workspace.view(for: reads))
            if let event {
                try state.workspace.apply(event)
                state.applied.insert(id)
            }
            return result
        }
    }

    /// Writes the line unless `id` was recorded already, and records `id`.
    public func note(once id: String, _ entry: HistoryEntry) async throws {
        state.withLock { state in
            if state.applied.insert(id).inserted { state.workspace.note(entry) }
        }
    }

    /// Nothing to follow: a board in memory changes only through this object.
    public func changes() -> AsyncStream<BoardChange> {
        AsyncStream { $0.finish() }
    }
}
