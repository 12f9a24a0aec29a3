import Domain

/// One column of the board: its state, its title (`TODO`, `DOING`, `DONE` in every language), its count
/// and its rows in board order: the rows a filter lets through, out of ``total``.
public struct BoardColumn: Sendable, Equatable, Identifiable {
    /// The state whose projects this column holds.
    public let state: ProjectState
    /// The rows, in board order.
    public let rows: [ProjectRow]
    /// How many projects the column holds, shown or not.
    public let total: Int

    /// Builds the column of `state` from its rows, out of `total` (all of them by default).
    public init(state: ProjectState, rows: [ProjectRow], total: Int? = nil) {
        (self.state, self.rows, self.total) = (state, rows, total ?? rows.count)
    }

    /// The column's identity is its state.
    public var id: ProjectState { state }
    /// `TODO`, `DOING` or `DONE`.
    public var title: String { state.title }
    /// How many rows it shows.
    public var count: Int { rows.count }
}
