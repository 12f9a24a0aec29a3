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
        #expect(try StoreLocation.resolve(flag: nil, environment: [:], homeDirectory: home).path == "/home/ada/.local/share/project-manager")
    }

    @Test("empty and relative settings are ignored, ~ is the home directory")
    func storeLocationEdgeCases() throws {
        #expect(try StoreLocation.resolve(flag: nil, environment: ["PROJECT_MANAGER_STORE": "", "XDG_DATA_HOME": "rel"], homeDirectory: home).path
            == "/home/ada/.local/share/project-manager")
        #expect(try StoreLocation.resolve(flag: "~/boards/work", environment: [:], homeDirectory: home).path == "/home/ada/boards/work")
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
        #expect(try AppConfiguration.resolve(storeFlag: nil, localeFlag: nil, environment: ["HOME": "/home/ada"]).storeDirectory.path
            == "/home/ada/.local/share/project-manager")
    }

    @Test("an etcd address is a shared board: credentials from the environment, the cache under XDG_CACHE_HOME or ~/.cache")
    func sharedBoard() throws {
        let environment = ["HOME": "/home/ada", "PROJECT_MANAGER_ETCD_USER": "ada", "PROJECT_MANAGER_ETCD_PASSWORD": "s3cret-pw"]
        let configuration = try AppConfiguration.resolve(storeFlag: "etcd://127.0.0.1:2379,127.0.0.1:22379/team", localeFlag: nil, environment: environment)
        let board = try #require(configuration.sharedBoard)
        #expect(board.address.prefix == "team" && board.address.endpoints.count == 2)
        #expect(board.credentials != nil && !"\(configuration)".contains("s3cret-pw"))
        #expect(board.cacheFile.path.hasPrefix("/home/ada/.cache/project-manager/etcd-"))
        let fromEnvironment = try AppConfiguration.resolve(
            storeFlag: nil, localeFlag: nil, environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c", "PROJECT_MANAGER_STORE": "etcd://db:2379/b"])
        #expect(fromEnvironment.sharedBoard?.cacheFile.path.hasPrefix("/c/project-manager/") == true)
        #expect(fromEnvironment.sharedBoard?.credentials == nil)
        #expect(throws: ConfigurationError.incompleteEtcdCredentials) {
            try AppConfiguration.resolve(storeFlag: "etcd://db:2379/b", localeFlag: nil, environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_USER": "ada"])
        }
        #expect(throws: ConfigurationError.self) { try AppConfiguration.resolve(storeFlag: "etcd://db/b", localeFlag: nil, environment: ["HOME": "/h"]) }
        #expect(throws: ConfigurationError.self) { try AppConfiguration.resolve(storeFlag: "etcd://ada:pw@db:2379/b", localeFlag: nil, environment: ["HOME": "/h"]) }
    }

    @Test("etcds:// verifies members against PROJECT_MANAGER_ETCD_CA, else the system's CAs; a CA that cannot be used, or one named for etcd://, is an error")
    func secureSharedBoard() throws {
        let secure = try AppConfiguration.resolve(storeFlag: "etcds://db:2379/b", localeFlag: nil, environment: ["HOME": "/h"])
        #expect(secure.sharedBoard?.address.isSecure == true)
        #expect(secure.sharedBoard?.address.trust == .system)
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-ca-\(UUID().uuidString).pem").path
        #expect(throws: ConfigurationError.unusableCertificateAuthority(path: missing, reason: "no such file")) {
            try AppConfiguration.resolve(storeFlag: "etcds://db:2379/b", localeFlag: nil, environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_CA": missing])
        }
        #expect(throws: ConfigurationError.certificateAuthorityWithoutTLS(address: "etcd://db:2379/b")) {
            try AppConfiguration.resolve(storeFlag: "etcd://db:2379/b", localeFlag: nil, environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_CA": missing])
        }
        // An empty variable is no CA, as for the other variables.
        let unset = try AppConfiguration.resolve(storeFlag: "etcd://db:2379/b", localeFlag: nil, environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_CA": ""])
        #expect(unset.sharedBoard?.address.trust == .system)
    }

    @Test("the language is --locale, else LC_ALL, LC_MESSAGES, LANG in that order, else English")
    func languagePrecedence() {
        #expect(LanguageChoice.resolve(flag: "ko", environment: ["LANG": "en_US.UTF-8"]) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LC_MESSAGES": "ko_KR", "LANG": "en_US"]) == .korean)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == .english)
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LANG": "fr_FR.UTF-8"]) == .english)
        #expect(LanguageChoice.resolve(flag: nil, environment: [:]) == .english)
    }

    @Test("the system clock reports whole milliseconds")
    func clockMilliseconds() {
        let seconds = SystemClock().now().timeIntervalSince1970
        #expect((seconds * 1000).rounded() / 1000 == seconds)
    }
}
