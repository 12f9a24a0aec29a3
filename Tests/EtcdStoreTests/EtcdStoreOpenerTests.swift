import App
import EtcdKit
import Foundation
@testable import ProjectManager
import Testing

/// The program's opener of boards on etcd: everything about the address and the environment is checked
/// before any connection.
@Suite("The etcd store opener")
struct EtcdStoreOpenerTests {
    private let opener = EtcdStoreOpener()

    @Test("an etcd address is a shared board: credentials from the environment, the cache under XDG_CACHE_HOME or ~/.cache")
    func sharedBoard() throws {
        let environment = ["HOME": "/home/ada", "PROJECT_MANAGER_ETCD_USER": "ada", "PROJECT_MANAGER_ETCD_PASSWORD": "s3cret-pw"]
        let board = try opener.board("etcd://127.0.0.1:2379,127.0.0.1:22379/team", environment: environment, homeDirectory: URL(fileURLWithPath: "/home/ada"))
        #expect(board.address.prefix == "team" && board.address.endpoints.count == 2)
        #expect(board.credentials?.user == "ada")
        #expect(board.cacheFile.path.hasPrefix("/home/ada/.cache/project-manager/etcd-"))
        let configuration = try AppConfiguration.resolve(
            storeFlag: "etcd://127.0.0.1:2379,127.0.0.1:22379/team", localeFlag: nil, environment: environment, stores: [opener])
        #expect(configuration.pluggedStore?.userName == "ada" && !"\(configuration)".contains("s3cret-pw"))
        #expect(configuration.storeDirectory.path == "/home/ada/.cache/project-manager")
        let fromEnvironment = try opener.board("etcd://db:2379/b", environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c"], homeDirectory: URL(fileURLWithPath: "/h"))
        #expect(fromEnvironment.cacheFile.path.hasPrefix("/c/project-manager/"))
        #expect(fromEnvironment.credentials == nil)
        #expect(throws: StoreProblem.self) {
            try opener.board("etcd://db:2379/b", environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_USER": "ada"], homeDirectory: nil)
        }
        let emptyPassword = try opener.board("etcd://db:2379/b", environment: ["PROJECT_MANAGER_ETCD_USER": "ada", "PROJECT_MANAGER_ETCD_PASSWORD": ""],
                                             homeDirectory: URL(fileURLWithPath: "/h"))
        #expect(emptyPassword.credentials?.user == "ada")
        let neither = try opener.board("etcd://db:2379/b", environment: ["PROJECT_MANAGER_ETCD_USER": "", "PROJECT_MANAGER_ETCD_PASSWORD": ""],
                                       homeDirectory: URL(fileURLWithPath: "/h"))
        #expect(neither.credentials == nil)
        #expect(throws: StoreProblem.self) { try opener.board("etcd://db/b", environment: ["HOME": "/h"], homeDirectory: nil) }
        #expect(throws: StoreProblem.self) { try opener.board("etcd://ada:pw@db:2379/b", environment: ["HOME": "/h"], homeDirectory: nil) }
    }

    @Test("etcds:// verifies members against PROJECT_MANAGER_ETCD_CA, else the system's CAs; a CA that cannot be used, or one named for etcd://, is an error")
    func secureSharedBoard() throws {
        let home = URL(fileURLWithPath: "/h")
        let secure = try opener.board("etcds://db:2379/b", environment: ["HOME": "/h"], homeDirectory: home)
        #expect(secure.address.isSecure)
        #expect(secure.address.trust == .system)
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-ca-\(UUID().uuidString).pem").path
        let unusable = #expect(throws: StoreProblem.self) {
            try opener.board("etcds://db:2379/b", environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_CA": missing], homeDirectory: home)
        }
        #expect(unusable?.message.english == "PROJECT_MANAGER_ETCD_CA names \(missing), which cannot be used: no such file")
        let plain = #expect(throws: StoreProblem.self) {
            try opener.board("etcd://db:2379/b", environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_CA": missing], homeDirectory: home)
        }
        #expect(plain?.message.english == "PROJECT_MANAGER_ETCD_CA is set, but etcd://db:2379/b is plain HTTP: the members would not be verified")
        // An empty variable is no CA, as for the other variables.
        let unset = try opener.board("etcd://db:2379/b", environment: ["HOME": "/h", "PROJECT_MANAGER_ETCD_CA": ""], homeDirectory: home)
        #expect(unset.address.trust == .system)
    }
}
