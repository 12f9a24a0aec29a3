import EtcdKit
import Foundation

/// A board shared on an etcd cluster, as `--store etcd://HOST:PORT[,HOST:PORT…]/BOARD` (or
/// `PROJECT_MANAGER_STORE`) names it, with the credentials from `PROJECT_MANAGER_ETCD_USER` and
/// `PROJECT_MANAGER_ETCD_PASSWORD` (never from the address), over TLS (`etcds://`) the CA file in
/// `PROJECT_MANAGER_ETCD_CA` (else the system's trusted authorities), and the local file that keeps the
/// last board seen, for reading while no member answers.
public struct SharedBoard: Sendable, Equatable {
    /// The members, the board's key prefix and, over TLS, which certificates the members may present.
    public let address: EtcdAddress
    /// Who to authenticate as, when the environment says so. Its description never shows the password.
    public let credentials: EtcdCredentials?
    /// Where the last board read is kept: `$XDG_CACHE_HOME/project-manager/` (else `~/.cache/…`).
    public let cacheFile: URL

    /// The shared board `text` names, with credentials and cache from `environment`.
    ///
    /// - Throws: ``ConfigurationError`` when the address does not parse, the credentials are half given,
    ///   TLS is asked for where it is not available or with a CA file that cannot be used, or a CA file
    ///   is named for a plain address. All before any connection.
    static func resolve(_ text: String, environment: [String: String], homeDirectory: URL?) throws(ConfigurationError) -> SharedBoard {
        var address: EtcdAddress
        do { address = try EtcdAddress(parsing: text) } catch { throw .badStoreAddress(error.description) }
        let authority = environment["PROJECT_MANAGER_ETCD_CA"].flatMap { $0.isEmpty ? nil : $0 }
        if address.isSecure {
            if let authority { address.trust = .certificateAuthority(path: authority) }
            do throws(EtcdError) {
                try address.trust.prepare()
            } catch .unusableCertificateAuthority(let path, let reason) {
                throw .unusableCertificateAuthority(path: path, reason: reason)
            } catch {
                throw .secureStoreUnsupported
            }
        } else if authority != nil {
            throw .certificateAuthorityWithoutTLS(address: address.description)
        }
        let user = environment["PROJECT_MANAGER_ETCD_USER"].flatMap { $0.isEmpty ? nil : $0 }
        let password = environment["PROJECT_MANAGER_ETCD_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        let credentials: EtcdCredentials?
        switch (user, password) {
        case let (user?, password?): credentials = EtcdCredentials(user: user, password: password)
        case (nil, nil): credentials = nil
        default: throw .incompleteEtcdCredentials
        }
        let cacheHome: URL
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            cacheHome = URL(fileURLWithPath: cache, isDirectory: true)
        } else {
            guard let homeDirectory else { throw .unusableHome(environment["HOME"] ?? "") }
            cacheHome = homeDirectory.appendingPathComponent(".cache", isDirectory: true)
        }
        return SharedBoard(address: address, credentials: credentials, cacheFile: cacheHome
            .appendingPathComponent("project-manager", isDirectory: true)
            .appendingPathComponent(cacheName(of: address)))
    }

    /// A file name for the board's cache: its address with every character but letters, digits, `.`
    /// and `-` as `_` (one board, one file, whatever order its members are listed in).
    private static func cacheName(of address: EtcdAddress) -> String {
        let members = address.endpoints.map(\.description).sorted().joined(separator: ",")
        let safe = String("\(members)-\(address.prefix)".map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
        return "etcd-\(safe.prefix(200)).board"
    }
}
