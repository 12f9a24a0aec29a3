/// The environment does not say where the store is in a way that can be trusted.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `HOME` is set, but to an empty or relative path (the value), and the store would be under it:
    /// guessing could put it under whatever directory the command happens to run in.
    case unusableHome(String)
    /// `--store` or `PROJECT_MANAGER_STORE` is an address (`SCHEME://…`) whose scheme no registered
    /// ``StoreOpener`` opens; the schemes that are known.
    case unknownStoreScheme(String, known: [String])
    /// `--store` or `PROJECT_MANAGER_STORE` is a registered scheme misspelled (`etcd:/…`, `etcd//…`,
    /// `etcd:127.0.0.1…`): the text, and the scheme it resembles.
    case misspelledStoreAddress(String, scheme: String)
    /// The store an address names cannot be used, as its ``StoreOpener`` says.
    case store(StoreProblem)

    /// Whether the words the user typed are wrong (an address nobody opens or that is misspelled), as
    /// opposed to something the environment or the machine says.
    public var isUsage: Bool {
        switch self {
        case .unusableHome: false
        case .unknownStoreScheme, .misspelledStoreAddress: true
        case let .store(problem): problem.isAboutTheAddress
        }
    }

    /// What is wrong, for a person (in English; a frontend may say it in the user's language).
    public var description: String {
        switch self {
        case let .unusableHome(home): "HOME is '\(home)', not an absolute path, so the store's place is unknown"
        case let .unknownStoreScheme(scheme, _): "\(scheme):// is not a kind of store this program opens"
        case let .misspelledStoreAddress(text, scheme): "'\(text)' is a mistyped address: it starts like \(scheme):// but is not one"
        case let .store(problem): problem.message.english
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .unusableHome: "set HOME to your home directory, or PROJECT_MANAGER_STORE to the store's directory"
        case let .unknownStoreScheme(_, known):
            known.isEmpty ? "name a directory" : "name a directory, or an address starting \(known.map { "\($0)://" }.joined(separator: " or "))"
        case let .misspelledStoreAddress(_, scheme): "write it as \(scheme)://HOST:PORT/BOARD"
        case let .store(problem): problem.hint.english
        }
    }
}
