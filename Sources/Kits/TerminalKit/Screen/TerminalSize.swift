/// The size of a terminal, or of a screen buffer, in character cells.
public struct TerminalSize: Sendable, Hashable {
    /// The number of lines.
    public var rows: Int
    /// The number of columns.
    public var columns: Int

    /// Creates a size; negative numbers count as 0.
    public init(rows: Int, columns: Int) {
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
    }
}
