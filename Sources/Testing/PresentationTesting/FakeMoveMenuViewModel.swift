import Presentation

/// A move menu that only records: a frontend's test shows it through the coordinator and asserts the
/// choice the frontend made in ``inputs``.
@MainActor
public final class FakeMoveMenuViewModel: MoveMenuViewModelInput, MoveMenuViewModelOutput {
    /// Every input received, oldest first.
    public private(set) var inputs: [BoardSessionInput] = []
    /// The project the menu moves.
    public let project: Project
    /// The columns offered.
    public let options: [MoveOption]

    /// The menu of `project`, offering `options` (the two other columns, labelled `Move to …`, unless told otherwise).
    public init(project: Project, options: [MoveOption]? = nil) {
        self.project = project
        self.options = options ?? project.state.otherStates.map { MoveOption(state: $0, label: "Move to \($0.title)") }
    }

    /// Records `.choose`.
    public func choose(_ state: ProjectState) async { inputs.append(.choose(state: state)) }
    /// Records `.cancelMove`.
    public func cancel() { inputs.append(.cancelMove) }
}
