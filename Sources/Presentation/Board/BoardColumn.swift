import Domain

/// One column of the board: its state, its title (`TODO`, `DOING`, `DONE` in every language), its count
/// and its rows in board order.
public struct BoardColumn: Sendable, Equatable, Identifiable {
    /// The state whose projects this column holds.
    public let state: ProjectState
    /// The rows, in board order.
    public let rows: [ProjectRow]

    /// Builds the column of `state` from its rows.
    public init(state: ProjectState, rows: [ProjectRow]) {
        self.state = state
        self.rows = rows
    }

    /// The column's identity is its state.
    public var id: ProjectState { state }
    /// `TODO`, `DOING` or `DONE`.
    public var title: String { state.title }
    /// How many projects the column holds.
    public var count: Int { rows.count }
}
