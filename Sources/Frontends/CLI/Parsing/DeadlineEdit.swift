/// What `edit` does to the deadline: leave it, set it (to text still to be parsed), or remove it.
public enum DeadlineEdit: Sendable, Equatable {
    /// Neither `--deadline` nor `--no-deadline` was given.
    case keep
    /// `--deadline D`.
    case set(String)
    /// `--no-deadline`.
    case remove
}
