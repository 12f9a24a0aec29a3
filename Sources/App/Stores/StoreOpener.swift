import Domain
import Foundation

/// The port through which a store that is not a directory of files plugs into the composition root: a
/// cluster, a server, anything an address names. The program registers one opener per address scheme
/// (`etcd://…` goes to the opener whose ``schemes`` hold `etcd`); App itself knows no socket and no
/// protocol.
///
/// ```swift
/// let configuration = try AppConfiguration.resolve(storeFlag: "etcd://db:2379/team", localeFlag: nil, stores: [EtcdStoreOpener()])
/// ```
public protocol StoreOpener: Sendable {
    /// The address schemes it opens, lowercase: `["etcd", "etcds"]`.
    var schemes: Set<String> { get }

    /// Checks `address` and what `environment` adds (credentials, certificates) before any connection,
    /// and says how to open the store.
    ///
    /// - Parameter homeDirectory: the user's home, where a store may keep files of its own; `nil` when
    ///   it is not known for certain.
    /// - Throws: ``StoreProblem`` when the address or its settings cannot be used.
    func plan(address: String, environment: [String: String], homeDirectory: URL?) throws(StoreProblem) -> PluggedStore
}
