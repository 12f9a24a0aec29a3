import Domain
import Synchronization
import Testing

/// A repository that records every call in order and fails any call the test did not set up, so a test
/// can show *which* port methods a use case uses and what it reads (e.g. that adding appends and never
/// reads, and that a move reads one project, not the board).
final class SpyProjectRepository: ProjectRepository {
    enum Call: Equatable, Sendable {
        case loadBoard
        case projects(ProjectReference)
        case projectsWithIDs(Set<ProjectID>)
        case undoAvailability(Author)
        case history(limit: Int)
        /// A change: what it read, and the event `decide` returned (`nil`: it recorded nothing, or threw).
        case change(ReadSet, WorkspaceEvent?)
        case append(WorkspaceEvent)
    }

    struct UnexpectedCall: Error, Equatable {
        let call: String
    }

    private let calls_ = Mutex<[Call]>([])
    private let readResult: Workspace?
    private let changeWorkspace: Workspace?
    private let acceptsAppend: Bool

    /// - Parameters:
    ///   - read: what the reads without a change see; `nil` makes them unexpected calls.
    ///   - change: what `change` reads from; `nil` makes `change` an unexpected call.
    ///   - acceptsAppend: whether `append` is expected.
    init(read: Workspace? = nil, change: Workspace? = nil, acceptsAppend: Bool = false) {
        self.readResult = read
        self.changeWorkspace = change
        self.acceptsAppend = acceptsAppend
    }

    var calls: [Call] { calls_.withLock { $0 } }

    func loadBoard(for author: Author) async throws -> Board {
        Board(try read(.loadBoard), for: author)
    }

    func projects(matching reference: ProjectReference) async throws -> [Project] {
        try read(.projects(reference)).view(for: ReadSet(references: [reference])).projects.values.sorted { $0.id < $1.id }
    }

    func projects(withIDs ids: Set<ProjectID>) async throws -> [Project] {
        try read(.projectsWithIDs(ids)).view(for: ReadSet(ids: ids)).projects.values.sorted { $0.id < $1.id }
    }

    func undoAvailability(for author: Author) async throws -> (canUndo: Bool, canRedo: Bool) {
        let workspace = try read(.undoAvailability(author))
        return (workspace.canUndo(by: author), workspace.canRedo(by: author))
    }

    func history(limit: Int) async throws -> [HistoryEntry] {
        Array(try read(.history(limit: limit)).historyNewestFirst.prefix(limit))
    }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        guard let changeWorkspace else { throw unexpected("change(reading:_:)") }
        do {
            let (event, result) = try decide(changeWorkspace.view(for: reads))
            calls_.withLock { $0.append(.change(reads, event)) }
            return result
        } catch {
            calls_.withLock { $0.append(.change(reads, nil)) }
            throw error
        }
    }

    func append(_ event: WorkspaceEvent) async throws {
        guard acceptsAppend else { throw unexpected("append(_:)") }
        calls_.withLock { $0.append(.append(event)) }
    }

    private func read(_ call: Call) throws -> Workspace {
        guard let readResult else { throw unexpected("\(call)") }
        calls_.withLock { $0.append(call) }
        return readResult
    }

    private func unexpected(_ call: String) -> UnexpectedCall {
        Issue.record("unexpected call to \(call)")
        return UnexpectedCall(call: call)
    }
}
