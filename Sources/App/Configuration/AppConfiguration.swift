import Domain
import Foundation
import Presentation

/// The few choices that shape one run: where the store is, which language, which time zone, and who is
/// making the changes.
public struct AppConfiguration: Sendable, Equatable {
    /// The store directory (created 0700 on the first write); with a ``pluggedStore``, where that store
    /// keeps files of its own.
    public var storeDirectory: URL
    /// The store an address names (`--store etcd://…`), opened by a registered ``StoreOpener``; `nil`
    /// for the file store in ``storeDirectory``.
    public var pluggedStore: PluggedStore?
    /// The language of every text and date.
    public var language: Language
    /// Where the user's days begin, for "today", "overdue" and the times shown; `nil` (the default) for
    /// the process's own, `TZ` else the system's.
    public var timeZone: TimeZone?
    /// Who makes this run's changes: their history lines name them, and undo and redo are theirs.
    public var author: Author

    /// A configuration spelled out, e.g. for a test.
    public init(
        storeDirectory: URL, pluggedStore: PluggedStore? = nil, language: Language = .english,
        timeZone: TimeZone? = nil, author: Author = .unknown
    ) {
        self.storeDirectory = storeDirectory
        self.pluggedStore = pluggedStore
        self.language = language
        self.timeZone = timeZone
        self.author = author
    }

    /// The configuration of this process: `--store` and `--locale` first, then the environment, as
    /// ``StoreLocation`` and ``LanguageChoice`` say (a store that is an address goes to the opener in
    /// `stores` for its scheme); the author from `PROJECT_MANAGER_USER`, else `login@host`, and on a
    /// store that authenticates its users, that user.
    ///
    /// The home directory is `homeDirectory` when given, else `HOME` from `environment` (as every POSIX tool
    /// does), else, when `HOME` is not set at all, the account's home directory.
    ///
    /// - Throws: ``ConfigurationError`` when the store would be under the home directory but `HOME` is
    ///   set to an empty or relative path: guessing could put it under the current directory, or quietly
    ///   somewhere the user did not mean; when the store is an address no opener in `stores` opens,
    ///   or one its opener refuses.
    public static func resolve(
        storeFlag: String?, localeFlag: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil, stores: [any StoreOpener] = []
    ) throws(ConfigurationError) -> AppConfiguration {
        // Foundation's home on Linux comes from the password database and ignores HOME.
        let homeDirectory = homeDirectory ?? environment["HOME"].map { home in
            home.hasPrefix("/") ? URL(fileURLWithPath: home, isDirectory: true) : nil
        } ?? FileManager.default.homeDirectoryForCurrentUser
        let language = LanguageChoice.resolve(flag: localeFlag, environment: environment)
        let named = [storeFlag, environment["PROJECT_MANAGER_STORE"]].compactMap { $0 }.first { !$0.isEmpty }
        if let named, let scheme = StoreLocation.misspelledScheme(of: named, among: stores.flatMap(\.schemes)) {
            throw .misspelledStoreAddress(named, scheme: scheme)
        }
        if let named, let scheme = StoreLocation.addressScheme(of: named) {
            guard let opener = stores.first(where: { $0.schemes.contains(scheme) }) else {
                throw .unknownStoreScheme(scheme, known: stores.flatMap(\.schemes).sorted())
            }
            let store: PluggedStore
            do { store = try opener.plan(address: named, environment: environment, homeDirectory: homeDirectory) } catch { throw .store(error) }
            // On a store that authenticates people, its user name is who they are.
            let author = store.userName.map(Author.init) ?? LocalAuthor.resolve(environment: environment)
            return AppConfiguration(storeDirectory: store.localDirectory, pluggedStore: store, language: language, author: author)
        }
        return AppConfiguration(
            storeDirectory: try StoreLocation.resolve(flag: storeFlag, environment: environment, homeDirectory: homeDirectory),
            language: language, author: LocalAuthor.resolve(environment: environment)
        )
    }
}
