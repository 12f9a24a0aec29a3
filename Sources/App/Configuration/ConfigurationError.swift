/// The environment does not say where the store is in a way that can be trusted.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `HOME` is set, but to an empty or relative path (the value), and the store would be under it:
    /// guessing could put it under whatever directory the command happens to run in.
    case unusableHome(String)

    /// What is wrong, for a person (in English; a frontend may say it in the user's language).
    public var description: String {
        switch self {
        case let .unusableHome(home): "HOME is '\(home)', not an absolute path, so the store's place is unknown"
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .unusableHome: "set HOME to your home directory, or PROJECT_MANAGER_STORE to the store's directory"
        }
    }
}
