import Domain

/// Everything the board screen shows at one moment.
public struct BoardContent: Sendable, Equatable {
    /// TODO, DOING and DONE, always all three, in that order.
    public var columns: [BoardColumn]
    /// Whether there is a change to undo ("Undo" is disabled otherwise).
    public var canUndo: Bool
    /// Whether there is an undone change to redo.
    public var canRedo: Bool
    /// Why the store cannot be used right now (then the board shows what it last read), or `nil`.
    public var readOnlyReason: String?
    /// The highlighted project, if any.
    public var selectedID: ProjectID?
    /// The text the board is narrowed to (empty: every project shows).
    public var filter: String

    /// Creates board content; by default the empty board shown before the first load.
    public init(
        columns: [BoardColumn] = ProjectState.allCases.map { BoardColumn(state: $0, rows: []) },
        canUndo: Bool = false, canRedo: Bool = false, readOnlyReason: String? = nil, selectedID: ProjectID? = nil,
        filter: String = ""
    ) {
        (self.columns, self.canUndo, self.canRedo) = (columns, canUndo, canRedo)
        (self.readOnlyReason, self.selectedID, self.filter) = (readOnlyReason, selectedID, filter)
    }

    /// The row of the project `id`, wherever it is on the board.
    public func row(_ id: ProjectID) -> ProjectRow? {
        for column in columns {
            if let row = column.rows.first(where: { $0.id == id }) { return row }
        }
        return nil
    }

    /// The column of `state`.
    public func column(_ state: ProjectState) -> BoardColumn? {
        columns.first { $0.state == state }
    }
}
