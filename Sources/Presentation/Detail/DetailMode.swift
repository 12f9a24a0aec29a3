import Domain

/// What the detail sheet is for.
public enum DetailMode: Sendable, Equatable {
    /// A new project, to be added to the column `state`; editable from the start.
    case create(in: ProjectState)
    /// An existing project, shown read-only until the user taps Edit.
    case view(Project)
    /// An existing project, editable.
    case edit(Project)
}
