import Foundation
import Testing

/// A store directory or file someone else could have planted or tampered with: refused at once with an
/// error naming it, never followed, never waited on, and never a reason to write outside the store.
@Suite("project-manager on a store it must not trust", .timeLimit(.minutes(5)))
struct StoreSafetyTests {
    private static func lines(_ sandbox: Sandbox) async throws -> Int {
        try CommandTests.objects(try await sandbox.run("list", "--json").output).count
    }

    @Test("a mistyped shared-board address is a usage error and never becomes a directory", arguments: [
        "etcd:/127.0.0.1:1/team", "etcd:127.0.0.1:1/team", "etcd//127.0.0.1:1/team", "http://127.0.0.1:1/team", "etcd://127.0.0.1/team",
    ])
    func mistypedAddress(address: String) async throws {
        let sandbox = try Sandbox()
        let flag = try await sandbox.run("--store", address, "add", "hi")
        let variable = try await sandbox.run(["add", "hi"], environment: ["PROJECT_MANAGER_STORE": address])
        for result in [flag, variable] {
            result.expectFailure(2)
            #expect(result.errorLines.last?.hasPrefix("hint: ") == true, "\(result)")
        }
        let made = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { !$0.hasPrefix("stdout-") && !$0.hasPrefix("stderr-") }
        #expect(made.sorted() == ["home"], "\(made)")
    }

    @Test("a store directory that belongs to another user is refused, for reads and writes")
    func foreignOwner() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Mine")
        if geteuid() == 0 {
            try #require(chown(sandbox.store.path, 12345, 12345) == 0)
            for arguments in [["list"], ["add", "Theirs"]] {
                let result = try await sandbox.run(arguments)
                result.expectFailure(3)
                #expect(result.errorMessage.contains(sandbox.store.path) && result.errorMessage.contains("belongs to user 12345"), "\(result)")
            }
            try #require(chown(sandbox.store.path, 0, 0) == 0)
            #expect(try await Self.lines(sandbox) == 1)
        } else {
            // Without root nothing can be given away; `/` stands for a directory someone else owns.
            let result = try await sandbox.run("list", environment: ["PROJECT_MANAGER_STORE": "/"])
            result.expectFailure(3)
            #expect(result.errorMessage.contains("belongs to user 0"), "\(result)")
        }
    }

    @Test("a store directory others may write to is refused", arguments: [0o777, 0o770, 0o720] as [mode_t])
    func writableByOthers(mode: mode_t) async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Mine")
        try #require(chmod(sandbox.store.path, mode) == 0)
        let before = try sandbox.storeContents()
        for arguments in [["list"], ["add", "Theirs"], ["undo"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.contains(sandbox.store.path) && result.errorMessage.contains("chmod 700"), "\(result)")
        }
        #expect(try sandbox.storeContents() == before)
        try #require(chmod(sandbox.store.path, 0o700) == 0)
        #expect(try await Self.lines(sandbox) == 1)
    }

    @Test("a lock file planted as a link is not followed: nothing is created outside the store")
    func plantedLockLink() async throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.store, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let outside = sandbox.root.appendingPathComponent("created-outside")
        try FileManager.default.createSymbolicLink(atPath: sandbox.store.appendingPathComponent("lock").path, withDestinationPath: outside.path)
        let result = try await sandbox.run("add", "Through a link")
        result.expectFailure(3)
        #expect(result.errorMessage.contains("/lock") && result.errorMessage.contains("symbolic link"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: outside.path))
    }

    @Test("a journal or snapshot planted as a link is neither read nor written through", arguments: ["journal.jsonl", "snapshot.json"])
    func plantedFileLink(name: String) async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Mine")
        let outside = try sandbox.writeFile("elsewhere", Data("outside the store\n".utf8))
        let planted = sandbox.store.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: planted)
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: outside)
        for arguments in [["list"], ["add", "Through a link"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.contains(planted) && result.errorMessage.contains("symbolic link"), "\(result)")
        }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "outside the store\n")
    }

    @Test("a named pipe planted as a store file is refused at once, never waited on", arguments: ["journal.jsonl", "snapshot.json", "lock"])
    func plantedPipe(name: String) async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Mine")
        let planted = sandbox.store.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: planted)
        try #require(mkfifo(planted, 0o600) == 0)
        // A run that would hang is ended by the sandbox's own time limit. A read never takes the lock, so
        // only a write meets a planted lock.
        for arguments in name == "lock" ? [["add", "Into a pipe"]] : [["list"], ["add", "Into a pipe"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.contains(planted) && result.errorMessage.contains("named pipe"), "\(result)")
        }
    }

    @Test("a stored instant outside the years 0001 to 9999 is reported as damage, naming the file")
    func storedInstantOutOfRange() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Mine")
        let journal = sandbox.store.appendingPathComponent("journal.jsonl")
        let text = try String(contentsOf: journal, encoding: .utf8)
        let damaged = text.replacing(/"createdAt":[-0-9.e+]+/, with: #""createdAt":1e18"#)
        try #require(damaged != text)
        try Data(damaged.utf8).write(to: journal)
        for arguments in [["list", "--json"], ["export"], ["board"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.contains(journal.path), "\(result)")
        }
    }

    @Test("a snapshot holding an instant past the year 9999 is reported as damage, naming it, for every reader", arguments: [
        #""createdAt":1e18,"updatedAt":1"#, #""createdAt":1,"updatedAt":-1e300"#,
    ])
    func snapshotInstantOutOfRange(instants: String) async throws {
        let sandbox = try Sandbox()
        try sandbox.writeStoreFile("snapshot.json", #"{"version":1,"sequence":1,"workspace":{"projects":[{"id":"5eed0000-0000-4000-8000-0000000000b6","#
            + #""title":"t","body":"","state":"done",\#(instants)}],"history":[],"undo":[],"redo":[]}}"#)
        let snapshot = sandbox.store.appendingPathComponent("snapshot.json").path
        for arguments in [["list", "--json"], ["export"], ["board"], ["history"]] {
            let result = try await sandbox.run(arguments)
            result.expectFailure(3)
            #expect(result.errorMessage.contains(snapshot) && result.errorMessage.contains("outside the years 0001 to 9999"), "\(result)")
        }
    }

    @Test("a refused undo, redo, move or delete on a store that does not exist yet creates nothing", arguments: [
        ["undo"], ["redo"], ["move", "abcd", "done"], ["delete", "abcd"], ["edit", "abcd", "--title", "T"],
    ])
    func refusedChangeCreatesNothing(arguments: [String]) async throws {
        let sandbox = try Sandbox()
        let result = try await sandbox.run(arguments)
        result.expectFailure(1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.store.path), "\(result)")
    }

    @Test("an empty or relative HOME is refused when the store would be under it, never taken as the current directory",
          arguments: ["", "relative"])
    func unusableHome(home: String) async throws {
        let sandbox = try Sandbox()
        let result = try await sandbox.run("list", environment: ["HOME": home, "PROJECT_MANAGER_STORE": nil])
        result.expectFailure(3)
        #expect(result.errorMessage.contains("HOME"), "\(result)")
        #expect(result.errorLines.last?.contains("PROJECT_MANAGER_STORE") == true, "\(result)")
        // The child runs in the sandbox's root: nothing of a store appears there.
        for name in [".local", "relative"] {
            #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(name).path))
        }
    }
}
