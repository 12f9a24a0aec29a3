/// A column as typed on the command line: `todo`, `doing` or `done`, in any case.
public enum StateName: String, Sendable, Equatable, CaseIterable {
    /// The TODO column.
    case todo
    /// The DOING column.
    case doing
    /// The DONE column.
    case done

    /// Parses a column name in any case; `nil` for anything else.
    public init?(parsing text: String) {
        self.init(rawValue: text.lowercased())
    }
}
