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
    /// `stores` for its scheme), then what `platform` decides. The author is, first match wins, the user a
    /// store that authenticates names, `author` (an app's own choice), `PROJECT_MANAGER_USER`, else
    /// `login@host` (`me` where apps share one account, as on the iPad).
    ///
    /// The home directory is `homeDirectory` when given, else `HOME` from `environment` (as every POSIX tool
    /// does, and what Apple's systems set to an app's container), else, when `HOME` is not set at all, the
    /// process's home directory.
    ///
    /// - Throws: ``ConfigurationError`` when the store would be under the home directory but `HOME` is
    ///   set to an empty or relative path: guessing could put it under the current directory, or quietly
    ///   somewhere the user did not mean; when the store is an address no opener in `stores` opens,
    ///   or one its opener refuses.
    public static func resolve(
        storeFlag: String?, localeFlag: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil, stores: [any StoreOpener] = [], author: Author? = nil, platform: Platform = .current
    ) throws(ConfigurationError) -> AppConfiguration {
        let homeDirectory = homeDirectory ?? home(in: environment)
        let language = LanguageChoice.resolve(flag: localeFlag, environment: environment, platform: platform)
        func localAuthor() -> Author { author ?? LocalAuthor.resolve(environment: environment, platform: platform) }
        let named = [storeFlag, environment["PROJECT_MANAGER_STORE"]].compactMap { $0 }.first { !$0.isEmpty }
        if let named, let store = try PluggedStore.plan(named, stores: stores, environment: environment, homeDirectory: homeDirectory) {
            // On a store that authenticates people, its user name is who they are.
            let author = store.userName.map(Author.init) ?? localAuthor()
            return AppConfiguration(storeDirectory: store.localDirectory, pluggedStore: store, language: language, author: author)
        }
        let directory = try StoreLocation.resolve(flag: storeFlag, environment: environment, homeDirectory: homeDirectory, platform: platform)
        return AppConfiguration(storeDirectory: directory, language: language, author: localAuthor())
    }

    /// `HOME` when it is an absolute path, `nil` when it is set to anything else (the store's place is then
    /// unknown), and the process's home when it is not set at all.
    static func home(in environment: [String: String]) -> URL? {
        guard let home = environment["HOME"] else { return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true) }
        return home.hasPrefix("/") ? URL(fileURLWithPath: home, isDirectory: true) : nil
    }
}
