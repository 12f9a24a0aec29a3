import App
import Domain
import Foundation
import Presentation
import Testing

/// What Apple's systems decide, taken on by any machine: the store in Application Support, the language
/// from the user's preferred languages, an author that is no `mobile@host`, and the app's own author.
@Suite("Configuration on Apple's systems")
struct ApplePlatformTests {
    private let mac = Platform(isApple: true, preferredLanguages: [])
    private let iPad = Platform(isApple: true, sharesOneAccount: true, preferredLanguages: ["fr-FR", "ko-KR", "en-US"])

    @Test("the default store is in Application Support under HOME, an app's container; the settings still come first")
    func storeInApplicationSupport() throws {
        let container = ["HOME": "/var/mobile/Containers/Data/Application/APP"]
        #expect(try AppConfiguration.resolve(storeFlag: nil, localeFlag: nil, environment: container, platform: iPad).storeDirectory.path
            == "/var/mobile/Containers/Data/Application/APP/Library/Application Support/project-manager")
        #expect(try StoreLocation.resolve(flag: nil, environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: nil, platform: mac).path
            == "/xdg/project-manager")
        #expect(try StoreLocation.resolve(flag: "/flag", environment: [:], homeDirectory: nil, platform: mac).path == "/flag")
    }

    @Test("with HOME not set at all, the process's home directory is used, never the current one")
    func homeUnset() throws {
        let directory = try AppConfiguration.resolve(storeFlag: nil, localeFlag: nil, environment: [:], platform: .posix).storeDirectory
        #expect(directory.path == URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share/project-manager").path)
    }

    @Test("with no LC_ALL, LC_MESSAGES or LANG, the first preferred language this program speaks is used")
    func preferredLanguages() {
        #expect(LanguageChoice.resolve(flag: nil, environment: [:], platform: iPad) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LANG": "en_US.UTF-8"], platform: iPad) == .english)
        #expect(LanguageChoice.resolve(flag: "en", environment: [:], platform: iPad) == .english)
        #expect(LanguageChoice.resolve(flag: nil, environment: [:], platform: Platform(isApple: true, preferredLanguages: ["ko-Kore-KR"])) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: [:], platform: Platform(isApple: true, preferredLanguages: ["fr"])) == .english)
        #expect(Platform.posix.preferredLanguages.isEmpty)
    }

    @Test("where apps share one account the author is no login at a host; PROJECT_MANAGER_USER still names one")
    func sharedAccountAuthor() throws {
        let environment = ["HOME": "/h", "USER": "mobile", "LOGNAME": "mobile"]
        let author = try AppConfiguration.resolve(storeFlag: "/s", localeFlag: nil, environment: environment, platform: iPad).author
        #expect(author == Author("me"))
        #expect(try AppConfiguration.resolve(
            storeFlag: "/s", localeFlag: nil, environment: ["PROJECT_MANAGER_USER": "Ada"], platform: iPad).author == Author("Ada"))
        #expect(try AppConfiguration.resolve(storeFlag: "/s", localeFlag: nil, environment: environment, platform: mac).author.name
            .hasPrefix("mobile@"))
    }

    @Test("the app names the author, over PROJECT_MANAGER_USER; a store that authenticates still names its user")
    func appNamesTheAuthor() throws {
        let environment = ["HOME": "/h", "PROJECT_MANAGER_USER": "ada"]
        #expect(try AppConfiguration.resolve(storeFlag: "/s", localeFlag: nil, environment: environment, author: Author("Ada Lovelace"),
                                             platform: iPad).author == Author("Ada Lovelace"))
        let plugged = try AppConfiguration.resolve(
            storeFlag: "named://db/b", localeFlag: nil, environment: environment, stores: [NamingOpener()], author: Author("Ada"), platform: iPad)
        #expect(plugged.author == Author("ada@db"))
    }

    @Test("the system this process runs on is taken as it is")
    func current() {
        #if canImport(Darwin)
        #expect(Platform.current.isApple)
        #else
        #expect(Platform.current == .posix)
        #endif
    }
}

/// An opener whose store authenticates its user as `ada@db`.
private struct NamingOpener: StoreOpener {
    let schemes: Set<String> = ["named"]

    func plan(address: String, environment: [String: String], homeDirectory: URL?) throws(StoreProblem) -> PluggedStore {
        PluggedStore(address: address, userName: "ada@db", localDirectory: URL(fileURLWithPath: "/tmp/named")) { _ in
            fatalError("not opened in these tests")
        }
    }
}
