import Presentation

/// A move menu that only records: a frontend's test shows it through the coordinator and asserts the
/// choice the frontend made in ``calls``.
@MainActor
public final class FakeMoveMenuViewModel: MoveMenuViewModelInput, MoveMenuViewModelOutput {
    /// One input the frontend called.
    public enum Call: Sendable, Equatable {
        /// `choose(_:)`.
        case choose(ProjectState)
        /// `cancel()`.
        case cancel
    }

    /// Every input called, oldest first.
    public private(set) var calls: [Call] = []
    /// See ``MoveMenuViewModelOutput/project``.
    public let project: Project
    /// See ``MoveMenuViewModelOutput/options``.
    public let options: [MoveOption]

    /// The menu of `project`, offering `options` (the two other columns, labelled `Move to …`, unless told otherwise).
    public init(project: Project, options: [MoveOption]? = nil) {
        self.project = project
        self.options = options ?? project.state.otherStates.map { MoveOption(state: $0, label: "Move to \($0.title)") }
    }

    /// Records the call.
    public func choose(_ state: ProjectState) async { calls.append(.choose(state)) }
    /// Records the call.
    public func cancel() { calls.append(.cancel) }
}
