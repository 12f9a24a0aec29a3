import Foundation
import Testing

/// A command that only reads writes nothing: a mistyped store leaves no directory behind.
@Suite("reads write nothing", .timeLimit(.minutes(5)))
struct ReadsWriteNothingTests {
    @Test("every read of a store that does not exist succeeds on an empty board and creates nothing")
    func readsOfAMissingStoreCreateNothing() async throws {
        let sandbox = try Sandbox()
        let reads = [["list"], ["list", "--json"], ["board"], ["export"], ["export", "--ics"], ["history"], ["history", "--json"], ["show", "12345678"]]
        for arguments in reads {
            let run = try await sandbox.run(arguments)
            #expect(run.status == (arguments[0] == "show" ? 1 : 0), "\(arguments): \(run)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.store.path), "\(arguments) made the store")
        }
        // A change does make it: the check above looks at the right place.
        _ = try await sandbox.add("Meant")
        #expect(FileManager.default.fileExists(atPath: sandbox.store.path))
    }
}
