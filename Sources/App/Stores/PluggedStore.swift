import Domain
import Foundation

/// A store a ``StoreOpener`` has checked and can open: the repository it makes, who it says the user is,
/// and where it keeps files of its own.
public struct PluggedStore: Sendable, Equatable, CustomStringConvertible {
    /// The address, as messages name the store (never a password).
    public let address: String
    /// Who the store says the user is (the user it authenticates as), which then names their changes.
    public let userName: String?
    /// Where the store keeps files of its own on this machine (a cache of the last board seen).
    public let localDirectory: URL
    /// Makes the repository, which is also the feed of its changes; opened once per run. Given whether
    /// the process runs one command and exits (its store may then wait on the thread it runs on).
    public let open: @Sendable (_ runsOneCommand: Bool) -> OpenedStore

    /// A store at `address`, opened by `open`.
    public init(address: String, userName: String?, localDirectory: URL, open: @escaping @Sendable (_ runsOneCommand: Bool) -> OpenedStore) {
        self.address = address
        self.userName = userName
        self.localDirectory = localDirectory
        self.open = open
    }

    /// The store `named` (`--store` or `PROJECT_MANAGER_STORE`) as the opener of its scheme in `stores`
    /// plans it, or `nil` when `named` is a directory.
    ///
    /// - Throws: ``ConfigurationError`` when it is a registered scheme misspelled, an address no opener
    ///   opens, or one its opener refuses.
    static func plan(
        _ named: String, stores: [any StoreOpener], environment: [String: String], homeDirectory: URL?
    ) throws(ConfigurationError) -> PluggedStore? {
        if let scheme = StoreLocation.misspelledScheme(of: named, among: stores.flatMap(\.schemes)) {
            throw .misspelledStoreAddress(named, scheme: scheme)
        }
        guard let scheme = StoreLocation.addressScheme(of: named) else { return nil }
        guard let opener = stores.first(where: { $0.schemes.contains(scheme) }) else {
            throw .unknownStoreScheme(scheme, known: stores.flatMap(\.schemes).sorted())
        }
        do { return try opener.plan(address: named, environment: environment, homeDirectory: homeDirectory) } catch { throw .store(error) }
    }

    /// The address.
    public var description: String { address }

    /// Two plans are the same store when they name the same address for the same user.
    public static func == (lhs: PluggedStore, rhs: PluggedStore) -> Bool {
        lhs.address == rhs.address && lhs.userName == rhs.userName && lhs.localDirectory == rhs.localDirectory
    }
}

/// An opened store: the repository and its feed of changes, and what to say when what it shows is
/// not current.
public struct OpenedStore: Sendable {
    /// The repository, which is also the feed of its changes.
    public let repository: any ProjectRepository & BoardChangeFeed
    /// After a read, one line saying the board shown is the last one seen (its members do not answer);
    /// `nil` when it is current.
    public let staleNotice: @Sendable () -> String?
    /// Salvages what is intact of a damaged store (or, with `dryRun`, only says what it would do); `nil`
    /// for a store that has no repair.
    public let repair: (@Sendable (_ dryRun: Bool) async throws -> StoreRepairReport)?
    /// A shared board's sync, for one that keeps working offline; `nil` otherwise.
    public let sharedBoard: (any SharedBoardSync)?

    /// An opened store.
    public init(
        repository: any ProjectRepository & BoardChangeFeed, staleNotice: @escaping @Sendable () -> String? = { nil },
        repair: (@Sendable (_ dryRun: Bool) async throws -> StoreRepairReport)? = nil, sharedBoard: (any SharedBoardSync)? = nil
    ) {
        self.repository = repository
        self.staleNotice = staleNotice
        self.repair = repair
        self.sharedBoard = sharedBoard
    }
}
