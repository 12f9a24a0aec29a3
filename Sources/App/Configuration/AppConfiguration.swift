import Domain
import Foundation

/// The few choices that shape one run: where the store is, which language, which time zone, and who is
/// making the changes.
public struct AppConfiguration: Sendable, Equatable {
    /// The store directory (created 0700 on the first write).
    public var storeDirectory: URL
    /// The locale of every text and date.
    public var locale: Locale
    /// Where the user's days begin, for "today" and "overdue".
    public var timeZone: TimeZone
    /// Who makes this run's changes: their history lines name them, and undo and redo are theirs.
    public var author: Author

    /// A configuration spelled out, e.g. for a test.
    public init(
        storeDirectory: URL, locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = .current,
        author: Author = .unknown
    ) {
        self.storeDirectory = storeDirectory
        self.locale = locale
        self.timeZone = timeZone
        self.author = author
    }

    /// The configuration of this process: `--store` and `--locale` first, then the environment, as
    /// ``StoreLocation`` and ``LanguageChoice`` say; the author from `PROJECT_MANAGER_USER`, else
    /// `login@host`.
    ///
    /// The home directory is `homeDirectory` when given, else `HOME` from `environment` (as every POSIX tool
    /// does), else, when `HOME` is not set at all, the account's home directory.
    ///
    /// - Throws: ``ConfigurationError`` when the store would be under the home directory but `HOME` is
    ///   set to an empty or relative path: guessing could put it under the current directory, or quietly
    ///   somewhere the user did not mean.
    public static func resolve(
        storeFlag: String?, localeFlag: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil
    ) throws(ConfigurationError) -> AppConfiguration {
        // Foundation's home on Linux comes from the password database and ignores HOME.
        let homeDirectory = homeDirectory ?? environment["HOME"].map { home in
            home.hasPrefix("/") ? URL(fileURLWithPath: home, isDirectory: true) : nil
        } ?? FileManager.default.homeDirectoryForCurrentUser
        return AppConfiguration(
            storeDirectory: try StoreLocation.resolve(flag: storeFlag, environment: environment, homeDirectory: homeDirectory),
            locale: LanguageChoice.resolve(flag: localeFlag, environment: environment).locale,
            author: LocalAuthor.resolve(environment: environment)
        )
    }
}
