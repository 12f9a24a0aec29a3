/// The column a project sits in. The raw value is the stored and scriptable name (`todo`, `doing`, `done`).
public enum ProjectState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Not started: the TODO column.
    case todo
    /// In progress: the DOING column.
    case doing
    /// Finished: the DONE column. A DONE project is never overdue.
    case done

    /// The column title, the same in every language: `TODO`, `DOING`, `DONE`.
    public var title: String { rawValue.uppercased() }

    /// The column title, as ``title``.
    public var description: String { title }

    /// The two states a project in this state can move to, in board order.
    public var otherStates: [ProjectState] { Self.allCases.filter { $0 != self } }
}
