import Domain
import Synchronization
import Testing

/// A repository that records every call in order and fails any call the test did not set up, so a test
/// can show *which* port methods a use case uses (e.g. that adding appends and never loads).
final class SpyProjectRepository: ProjectRepository {
    enum Call: Equatable, Sendable {
        case load
        /// An update, with the event `decide` returned (`nil`: it recorded nothing, or threw).
        case update(WorkspaceEvent?)
        case append(WorkspaceEvent)
    }

    struct UnexpectedCall: Error, Equatable {
        let call: String
    }

    private struct State {
        var calls: [Call] = []
    }

    private let state = Mutex(State())
    private let loadResult: Workspace?
    private let updateWorkspace: Workspace?
    private let acceptsAppend: Bool

    /// - Parameters:
    ///   - load: what `load()` returns; `nil` makes `load()` an unexpected call.
    ///   - update: what `update` shows to `decide`; `nil` makes `update` an unexpected call.
    ///   - acceptsAppend: whether `append` is expected.
    init(load: Workspace? = nil, update: Workspace? = nil, acceptsAppend: Bool = false) {
        self.loadResult = load
        self.updateWorkspace = update
        self.acceptsAppend = acceptsAppend
    }

    var calls: [Call] { state.withLock { $0.calls } }

    func load() async throws -> Workspace {
        guard let loadResult else { throw unexpected("load()") }
        state.withLock { $0.calls.append(.load) }
        return loadResult
    }

    func update<Result: Sendable>(
        _ decide: @Sendable (Workspace) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        guard let updateWorkspace else { throw unexpected("update(_:)") }
        do {
            let (event, result) = try decide(updateWorkspace)
            state.withLock { $0.calls.append(.update(event)) }
            return result
        } catch {
            state.withLock { $0.calls.append(.update(nil)) }
            throw error
        }
    }

    func append(_ event: WorkspaceEvent) async throws {
        guard acceptsAppend else { throw unexpected("append(_:)") }
        state.withLock { $0.calls.append(.append(event)) }
    }

    private func unexpected(_ call: String) -> UnexpectedCall {
        Issue.record("unexpected call to \(call)")
        return UnexpectedCall(call: call)
    }
}
