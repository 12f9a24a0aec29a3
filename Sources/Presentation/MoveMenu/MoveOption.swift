import Domain

/// One entry of the move menu: the column it moves to and its label (`Move to DOING`).
public struct MoveOption: Sendable, Equatable {
    /// The column the project moves to.
    public let state: ProjectState
    /// `Move to DOING`, `DOING(으)로 이동`.
    public let label: String

    /// Creates an option.
    public init(state: ProjectState, label: String) { (self.state, self.label) = (state, label) }
}
