/// The environment does not say where the store is in a way that can be trusted.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `HOME` is set, but to an empty or relative path (the value), and the store would be under it:
    /// guessing could put it under whatever directory the command happens to run in.
    case unusableHome(String)
    /// `--store` or `PROJECT_MANAGER_STORE` is an address (`SCHEME://…`) whose scheme no registered
    /// ``StoreOpener`` opens; the schemes that are known.
    case unknownStoreScheme(String, known: [String])
    /// The store an address names cannot be used, as its ``StoreOpener`` says.
    case store(StoreProblem)

    /// What is wrong, for a person (in English; a frontend may say it in the user's language).
    public var description: String {
        switch self {
        case let .unusableHome(home): "HOME is '\(home)', not an absolute path, so the store's place is unknown"
        case let .unknownStoreScheme(scheme, _): "\(scheme):// is not a kind of store this program opens"
        case let .store(problem): problem.message.english
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .unusableHome: "set HOME to your home directory, or PROJECT_MANAGER_STORE to the store's directory"
        case let .unknownStoreScheme(_, known):
            known.isEmpty ? "name a directory" : "name a directory, or an address starting \(known.map { "\($0)://" }.joined(separator: " or "))"
        case let .store(problem): problem.hint.english
        }
    }
}
