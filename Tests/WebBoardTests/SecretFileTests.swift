import Foundation
import Testing
@testable import WebBoard

/// The secret `serve` keeps between runs: made once, for its owner alone, kept, replaced only when
/// asked, and never trusted (nor touched) when someone else could have read or written it.
@Suite struct SecretFileTests {
    /// A home of its own for each test, removed afterwards.
    private func withHome(_ body: (URL, SecretFile) throws -> Void) throws {
        let home = FileManager.default.temporaryDirectory.appending(path: "secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try body(home, try SecretFile(environment: ["HOME": home.path(percentEncoded: false)]))
    }

    private func mode(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
    }

    @Test func theFirstRunMakesItForItsOwnerAloneAndLaterRunsKeepIt() throws {
        try withHome { home, file in
            #expect(file.directory.hasSuffix("/.local/state/project-manager"))
            #expect(file.directory.contains(home.lastPathComponent))
            let first = try file.token(renew: false)
            #expect(try mode(file.path) == 0o600)
            #expect(try mode(file.directory) == 0o700)
            #expect(try String(contentsOfFile: file.path, encoding: .utf8) == first.value + "\n")
            #expect(try file.token(renew: false).value == first.value)
            let renewed = try file.token(renew: true)
            #expect(renewed.value != first.value)
            #expect(try file.token(renew: false).value == renewed.value)
            #expect(try mode(file.path) == 0o600)
        }
    }

    @Test func xdgStateHomeWinsOverHome() throws {
        let file = try SecretFile(environment: ["HOME": "/home/sam", "XDG_STATE_HOME": "/var/state/sam"])
        #expect(file.path == "/var/state/sam/project-manager/serve-token")
        #expect(throws: SecretFileError.self) { try SecretFile(environment: ["XDG_STATE_HOME": "relative"]) }
    }

    @Test func aFileOthersCouldReadIsRefusedAndLeftAsItIs() throws {
        try withHome { _, file in
            let kept = try file.token(renew: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
            #expect(throws: SecretFileError.self) { try file.token(renew: false) }
            #expect(try String(contentsOfFile: file.path, encoding: .utf8) == kept.value + "\n")
            // --new-token replaces it with one for its owner alone.
            _ = try file.token(renew: true)
            #expect(try mode(file.path) == 0o600)
        }
    }

    @Test func aFileServeDidNotWriteIsRefusedAndLeftAsItIs() throws {
        try withHome { _, file in
            _ = try file.token(renew: false)
            try Data("not a secret\n".utf8).write(to: URL(fileURLWithPath: file.path))
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            let error = #expect(throws: SecretFileError.self) { try file.token(renew: false) }
            #expect(error?.english.contains("--new-token") == true)
            #expect(error?.korean.contains("--new-token") == true)
            #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "not a secret\n")
        }
    }

    @Test func aFolderOthersCouldOpenIsNarrowed() throws {
        try withHome { _, file in
            try FileManager.default.createDirectory(atPath: file.directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o755])
            _ = try file.token(renew: false)
            #expect(try mode(file.directory) == 0o700)
        }
    }
}
