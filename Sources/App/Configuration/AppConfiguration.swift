import Domain
import EtcdKit
import Foundation

/// The few choices that shape one run: where the store is, which language, which time zone, and who is
/// making the changes.
public struct AppConfiguration: Sendable, Equatable {
    /// The store directory (created 0700 on the first write); unused when ``sharedBoard`` is set.
    public var storeDirectory: URL
    /// The board on etcd, when `--store` or `PROJECT_MANAGER_STORE` names one (`etcd://…`).
    public var sharedBoard: SharedBoard?
    /// The locale of every text and date.
    public var locale: Locale
    /// Where the user's days begin, for "today" and "overdue".
    public var timeZone: TimeZone
    /// Who makes this run's changes: their history lines name them, and undo and redo are theirs.
    public var author: Author

    /// A configuration spelled out, e.g. for a test.
    public init(
        storeDirectory: URL, sharedBoard: SharedBoard? = nil, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current, author: Author = .unknown
    ) {
        self.storeDirectory = storeDirectory
        self.sharedBoard = sharedBoard
        self.locale = locale
        self.timeZone = timeZone
        self.author = author
    }

    /// The configuration of this process: `--store` and `--locale` first, then the environment, as
    /// ``StoreLocation`` and ``LanguageChoice`` say (a store that is an `etcd://` address is a
    /// ``SharedBoard``); the author from `PROJECT_MANAGER_USER`, else `login@host`, and on a shared
    /// board with authentication, the etcd user.
    ///
    /// The home directory is `homeDirectory` when given, else `HOME` from `environment` (as every POSIX tool
    /// does), else, when `HOME` is not set at all, the account's home directory.
    ///
    /// - Throws: ``ConfigurationError`` when the store would be under the home directory but `HOME` is
    ///   set to an empty or relative path: guessing could put it under the current directory, or quietly
    ///   somewhere the user did not mean; when an etcd address is wrong, its credentials are half
    ///   given, or its TLS cannot be set up as `PROJECT_MANAGER_ETCD_CA` says.
    public static func resolve(
        storeFlag: String?, localeFlag: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil
    ) throws(ConfigurationError) -> AppConfiguration {
        // Foundation's home on Linux comes from the password database and ignores HOME.
        let homeDirectory = homeDirectory ?? environment["HOME"].map { home in
            home.hasPrefix("/") ? URL(fileURLWithPath: home, isDirectory: true) : nil
        } ?? FileManager.default.homeDirectoryForCurrentUser
        let locale = LanguageChoice.resolve(flag: localeFlag, environment: environment).locale
        let named = [storeFlag, environment["PROJECT_MANAGER_STORE"]].compactMap { $0 }.first { !$0.isEmpty }
        if let named, StoreLocation.isSharedBoard(named) {
            let board = try SharedBoard.resolve(named, environment: environment, homeDirectory: homeDirectory)
            // On a cluster that authenticates people, its user name is who they are.
            let author = board.credentials.map { Author($0.user) } ?? LocalAuthor.resolve(environment: environment)
            return AppConfiguration(storeDirectory: board.cacheFile.deletingLastPathComponent(), sharedBoard: board, locale: locale, author: author)
        }
        return AppConfiguration(
            storeDirectory: try StoreLocation.resolve(flag: storeFlag, environment: environment, homeDirectory: homeDirectory),
            locale: locale, author: LocalAuthor.resolve(environment: environment)
        )
    }
}
