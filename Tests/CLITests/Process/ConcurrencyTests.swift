#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Several processes on one store: none loses another's change, and a writer that cannot get the lock
/// gives up with exit 3 instead of hanging or writing anyway.
@Suite("project-manager processes sharing a store", .timeLimit(.minutes(5)))
struct ConcurrencyTests {
    @Test("ten adds running at once all land")
    func parallelAdds() async throws {
        let sandbox = try Sandbox()
        let ids = try await withThrowingTaskGroup(of: String.self) { group in
            for number in 1...10 { group.addTask { try await sandbox.add("Project \(number)") } }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        let listed = try CommandTests.objects(try await sandbox.run("list", "--json").output)
        #expect(ids.count == 10)
        #expect(Set(listed.compactMap { ($0["id"] as? String).map { String($0.prefix(8)) } }) == ids)
        #expect(try await sandbox.run("history").lines.count == 10)
    }

    @Test("a writer that cannot get the lock within its wait fails with exit 3 and changes nothing")
    func busyStore() async throws {
        let sandbox = try Sandbox()
        _ = try await sandbox.add("Existing")
        let lockPath = sandbox.store.appendingPathComponent("lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let before = try sandbox.storeContents()

        let result = try await sandbox.run("add", "Blocked")
        result.expectFailure(3)
        #expect(result.errorMessage == "The store is busy: another project-manager holds \(lockPath).")
        #expect(try sandbox.storeContents() == before)
        // Reading does not need the lock.
        #expect(try await sandbox.run("list").output.contains("Existing"))
    }
}
