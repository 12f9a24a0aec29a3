/// The environment does not say where the store is in a way that can be trusted.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `HOME` is set, but to an empty or relative path (the value), and the store would be under it:
    /// guessing could put it under whatever directory the command happens to run in.
    case unusableHome(String)
    /// `--store` or `PROJECT_MANAGER_STORE` starts like an etcd address but is not one (why, in words).
    case badStoreAddress(String)
    /// An `etcds://` address where TLS is not available: OpenSSL 3 (`libssl.so.3`) cannot be loaded.
    case secureStoreUnsupported
    /// `PROJECT_MANAGER_ETCD_CA` names a file (the path) that is missing, unreadable or holds no PEM
    /// certificate (the reason, in words).
    case unusableCertificateAuthority(path: String, reason: String)
    /// `PROJECT_MANAGER_ETCD_CA` is set but the address (given) is plain `etcd://`: the user expects the
    /// members verified, and the password (if any) would travel in clear.
    case certificateAuthorityWithoutTLS(address: String)
    /// Only one of `PROJECT_MANAGER_ETCD_USER` and `PROJECT_MANAGER_ETCD_PASSWORD` is set.
    case incompleteEtcdCredentials

    /// What is wrong, for a person (in English; a frontend may say it in the user's language).
    public var description: String {
        switch self {
        case let .unusableHome(home): "HOME is '\(home)', not an absolute path, so the store's place is unknown"
        case let .badStoreAddress(reason): reason
        case .secureStoreUnsupported: "etcds:// (TLS) needs OpenSSL 3 (libssl.so.3), which this system does not have"
        case let .unusableCertificateAuthority(path, reason): "PROJECT_MANAGER_ETCD_CA names \(path), which cannot be used: \(reason)"
        case let .certificateAuthorityWithoutTLS(address):
            "PROJECT_MANAGER_ETCD_CA is set, but \(address) is plain HTTP: the members would not be verified"
        case .incompleteEtcdCredentials: "PROJECT_MANAGER_ETCD_USER and PROJECT_MANAGER_ETCD_PASSWORD go together: set both, or neither"
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .unusableHome: "set HOME to your home directory, or PROJECT_MANAGER_STORE to the store's directory"
        case .badStoreAddress: "write it as etcd://HOST:PORT[,HOST:PORT…]/BOARD"
        case .secureStoreUnsupported: "use etcd:// over a trusted network, or an SSH tunnel to the members (ssh -L 2379:127.0.0.1:2379 HOST)"
        case .unusableCertificateAuthority: "name the PEM file of the CA that signed the members' certificates"
        case .certificateAuthorityWithoutTLS: "write etcds:// to reach the members over TLS, or unset PROJECT_MANAGER_ETCD_CA"
        case .incompleteEtcdCredentials: "etcd users and passwords are set in the environment, never in the address"
        }
    }
}
