/// The environment does not say where the store is in a way that can be trusted.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `HOME` is set, but to an empty or relative path (the value), and the store would be under it:
    /// guessing could put it under whatever directory the command happens to run in.
    case unusableHome(String)
    /// `--store` or `PROJECT_MANAGER_STORE` starts like an etcd address but is not one (why, in words).
    case badStoreAddress(String)
    /// An `etcds://` address: this build reaches etcd over plain HTTP only.
    case secureStoreUnsupported
    /// Only one of `PROJECT_MANAGER_ETCD_USER` and `PROJECT_MANAGER_ETCD_PASSWORD` is set.
    case incompleteEtcdCredentials

    /// What is wrong, for a person (in English; a frontend may say it in the user's language).
    public var description: String {
        switch self {
        case let .unusableHome(home): "HOME is '\(home)', not an absolute path, so the store's place is unknown"
        case let .badStoreAddress(reason): reason
        case .secureStoreUnsupported: "etcds:// (TLS) is not supported: this build speaks to etcd over plain HTTP only"
        case .incompleteEtcdCredentials: "PROJECT_MANAGER_ETCD_USER and PROJECT_MANAGER_ETCD_PASSWORD go together: set both, or neither"
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .unusableHome: "set HOME to your home directory, or PROJECT_MANAGER_STORE to the store's directory"
        case .badStoreAddress: "write it as etcd://HOST:PORT[,HOST:PORT…]/BOARD"
        case .secureStoreUnsupported: "use etcd:// over a trusted network, or an SSH tunnel to the members (ssh -L 2379:127.0.0.1:2379 HOST)"
        case .incompleteEtcdCredentials: "etcd users and passwords are set in the environment, never in the address"
        }
    }
}
