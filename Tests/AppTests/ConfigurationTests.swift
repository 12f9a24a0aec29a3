import App
import Presentation
import Foundation
import Testing

@Suite("Configuration from flags and environment")
struct ConfigurationTests {
    private let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    @Test("the store is --store, else PROJECT_MANAGER_STORE, else XDG_DATA_HOME, else ~/.local/share")
    func storeLocationPrecedence() throws {
        let everything = ["PROJECT_MANAGER_STORE": "/env/store", "XDG_DATA_HOME": "/xdg"]
        #expect(try StoreLocation.resolve(flag: "/flag", environment: everything, homeDirectory: home).path == "/flag")
        #expect(try StoreLocation.resolve(flag: nil, environment: everything, homeDirectory: home).path == "/env/store")
        #expect(try StoreLocation.resolve(flag: nil, environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: home).path == "/xdg/project-manager")
        #expect(try StoreLocation.resolve(flag: nil, environment: [:], homeDirectory: home, platform: .posix).path
            == "/home/ada/.local/share/project-manager")
    }

    @Test("empty and relative settings are ignored, ~ is the home directory")
    func storeLocationEdgeCases() throws {
        #expect(try StoreLocation.resolve(flag: nil, environment: ["PROJECT_MANAGER_STORE": "", "XDG_DATA_HOME": "rel"], homeDirectory: home, platform: .posix).path
            == "/home/ada/.local/share/project-manager")
        #expect(try StoreLocation.resolve(flag: "~/boards/work", environment: [:], homeDirectory: home).path == "/home/ada/boards/work")
    }

    @Test("a store path is used standardized: `.`, `..` and doubled slashes resolved, relative ones made absolute",
          arguments: ["/a/b", "/a/b/", "/", "/a//b", "/a/./b", "/a/../b", "/a/b/.", "/a/b/..", "/a/.b/..c/x.", "rel", "./rel", "../rel"])
    func storePathStandardized(path: String) throws {
        let resolved = try StoreLocation.resolve(flag: path, environment: [:], homeDirectory: home)
        let standard = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        #expect(resolved == standard)
        #expect(resolved.path == standard.path)
    }

    @Test("an empty or relative HOME is refused when the store would be under it, never read as the current directory")
    func unusableHome() throws {
        for home in ["", "relative/home"] {
            let environment = ["HOME": home]
            #expect(throws: ConfigurationError.self) { try AppConfiguration.resolve(storeFlag: nil, localeFlag: nil, environment: environment) }
            #expect(throws: ConfigurationError.self) { try AppConfiguration.resolve(storeFlag: "~/board", localeFlag: nil, environment: environment) }
            #expect(try AppConfiguration.resolve(storeFlag: "/s", localeFlag: nil, environment: environment).storeDirectory.path == "/s")
            #expect(try AppConfiguration.resolve(storeFlag: nil, localeFlag: nil, environment: environment.merging(["XDG_DATA_HOME": "/xdg"]) { $1 })
                .storeDirectory.path == "/xdg/project-manager")
        }
        #expect(try AppConfiguration.resolve(storeFlag: nil, localeFlag: nil, environment: ["HOME": "/home/ada"], platform: .posix)
            .storeDirectory.path == "/home/ada/.local/share/project-manager")
    }

    @Test("an address goes to the opener of its scheme, which says who the user is and where its files go")
    func addressGoesToItsOpener() throws {
        let opener = FakeOpener()
        let configuration = try AppConfiguration.resolve(
            storeFlag: "Fake://server/team", localeFlag: nil, environment: ["HOME": "/home/ada"], stores: [opener])
        #expect(configuration.pluggedStore?.address == "Fake://server/team")
        #expect(configuration.author.name == "ada@fake")
        #expect(configuration.storeDirectory.path == "/home/ada/.cache/fake")
        let fromEnvironment = try AppConfiguration.resolve(
            storeFlag: nil, localeFlag: nil, environment: ["HOME": "/h", "PROJECT_MANAGER_STORE": "fake://db/b"], stores: [opener])
        #expect(fromEnvironment.pluggedStore?.address == "fake://db/b")
        #expect(throws: ConfigurationError.store(FakeOpener.refusal)) {
            try AppConfiguration.resolve(storeFlag: "fake://refused", localeFlag: nil, environment: ["HOME": "/h"], stores: [opener])
        }
    }

    @Test("a registered scheme misspelled is a usage error, never a directory; a folder named like it is still a folder")
    func misspelledAddresses() throws {
        for text in ["fake:/server/team", "fake:server/team", "fake//server/team", "FAKE:server"] {
            #expect(throws: ConfigurationError.misspelledStoreAddress(text, scheme: "fake")) {
                try AppConfiguration.resolve(storeFlag: text, localeFlag: nil, environment: ["HOME": "/h"], stores: [FakeOpener()])
            }
            #expect(ConfigurationError.misspelledStoreAddress(text, scheme: "fake").isUsage)
        }
        let folder = try AppConfiguration.resolve(storeFlag: "/boards/fake/team", localeFlag: nil, environment: ["HOME": "/h"], stores: [FakeOpener()])
        #expect(folder.storeDirectory.path == "/boards/fake/team")
        #expect(StoreLocation.misspelledScheme(of: "fake/boards", among: ["fake"]) == nil)
        #expect(StoreLocation.misspelledScheme(of: "etcds:x", among: ["etcd", "etcds"]) == "etcds")
        #expect(!ConfigurationError.unusableHome("").isUsage)
    }

    @Test("an address no opener opens is an error, never a directory; a name with a colon but no slash is a directory")
    func unknownSchemes() throws {
        #expect(throws: ConfigurationError.unknownStoreScheme("etcd", known: [])) {
            try AppConfiguration.resolve(storeFlag: "etcd://127.0.0.1:2379/team", localeFlag: nil, environment: ["HOME": "/h"])
        }
        #expect(throws: ConfigurationError.unknownStoreScheme("http", known: ["fake"])) {
            try AppConfiguration.resolve(storeFlag: "http:/127.0.0.1/team", localeFlag: nil, environment: ["HOME": "/h"], stores: [FakeOpener()])
        }
        let directory = try AppConfiguration.resolve(storeFlag: "/boards/a:b", localeFlag: nil, environment: ["HOME": "/h"], stores: [FakeOpener()])
        #expect(directory.pluggedStore == nil && directory.storeDirectory.path == "/boards/a:b")
        #expect(StoreLocation.addressScheme(of: "notes:today") == nil)
        #expect(StoreLocation.addressScheme(of: "ETCDS://db/b") == "etcds")
    }

    @Test("the language is --locale, else LC_ALL, LC_MESSAGES, LANG in that order, else English")
    func languagePrecedence() {
        #expect(LanguageChoice.resolve(flag: "ko", environment: ["LANG": "en_US.UTF-8"]) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LC_MESSAGES": "ko_KR", "LANG": "en_US"]) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == .english)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LANG": "fr_FR.UTF-8"]) == .english)
        #expect(LanguageChoice.resolve(flag: nil, environment: [:], platform: .posix) == .english)
    }

    @Test("the author is PROJECT_MANAGER_USER, else USER, else LOGNAME, else the account's name, at this host")
    func authorPrecedence() throws {
        func author(_ environment: [String: String]) throws -> String {
            try AppConfiguration.resolve(storeFlag: "/s", localeFlag: nil, environment: environment, homeDirectory: home, platform: .posix).author.name
        }
        let host = try #require(try author(["USER": "ada"]).split(separator: "@").last.map(String.init))
        #expect(try author(["PROJECT_MANAGER_USER": "Ada L.", "USER": "ada"]) == "Ada L.")
        #expect(try author(["PROJECT_MANAGER_USER": " ", "USER": "ada", "LOGNAME": "lovelace"]) == "ada@\(host)")
        #expect(try author(["LOGNAME": "lovelace"]) == "lovelace@\(host)")
        #expect(try author(["USER": "", "LOGNAME": "lovelace"]) == "lovelace@\(host)")
        // Neither set: the account database names whoever runs the tests.
        #expect(try !author([:]).hasPrefix("@") && author([:]).hasSuffix("@\(host)"))
    }

    @Test("the system clock's offset is the C library's for TZ, and UTC's for an instant no clock can show")
    func clockOffset() {
        let clock = SystemClock()
        let now = Date()
        #expect(clock.utcOffset(at: now) == TimeZone.current.secondsFromGMT(for: now))
        for seconds in [Double.nan, .infinity, -1e300] {
            #expect(clock.utcOffset(at: Date(timeIntervalSince1970: seconds)) == 0)
        }
    }

    @Test("the system clock reports whole milliseconds")
    func clockMilliseconds() {
        let seconds = SystemClock().now().timeIntervalSince1970
        #expect((seconds * 1000).rounded() / 1000 == seconds)
    }
}

/// An opener of `fake://` addresses that records nothing and opens an in-memory board.
private struct FakeOpener: StoreOpener {
    static let refusal = StoreProblem(message: .init("refused", "거부"), hint: .init("try another", "다른 것"))
    let schemes: Set<String> = ["fake"]

    func plan(address: String, environment: [String: String], homeDirectory: URL?) throws(StoreProblem) -> PluggedStore {
        if address.hasSuffix("refused") { throw Self.refusal }
        return PluggedStore(address: address, userName: "ada@fake",
                            localDirectory: (homeDirectory ?? URL(fileURLWithPath: "/")).appendingPathComponent(".cache/fake")) { _ in
            fatalError("not opened in these tests")
        }
    }
}
