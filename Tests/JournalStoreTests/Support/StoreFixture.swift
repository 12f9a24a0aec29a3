#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import JournalStore
import Domain
import DomainTesting
import Foundation

/// A store directory in a temporary directory, with the use cases wired to a fixed clock and
/// sequential ids, and raw access to its files for damaging them the way crashes and people do.
struct StoreFixture: Sendable {
    let root: TemporaryDirectory
    let directory: URL
    let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_7))
    let ids = SequentialIDGenerator()

    init() throws {
        root = try TemporaryDirectory()
        directory = root.store("store")
    }

    func path(_ name: String) -> String { directory.appending(path: name).path(percentEncoded: false) }

    func bytes(_ name: String) throws -> Data { try Data(contentsOf: directory.appending(path: name)) }

    func write(_ data: Data, to name: String) throws { try data.write(to: directory.appending(path: name)) }

    func appendRaw(_ text: String, to name: String) throws {
        let handle = try FileHandle(forWritingTo: directory.appending(path: name))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Every file of the store but the lock, by name: what "nothing was written" is checked against.
    func contents() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)) where name != "lock" {
            files[name] = try bytes(name)
        }
        return files
    }

    @discardableResult
    func add(_ title: String, to repository: any ProjectRepository) async throws -> Project {
        clock.advance(by: 1.25)
        return try await AddProject(repository: repository, clock: clock, ids: ids, author: .tester)(ProjectDraft(title: title, body: "About \(title)"))
    }

    @discardableResult
    func move(_ project: Project, to state: ProjectState, in repository: any ProjectRepository) async throws -> Project {
        clock.advance(by: 1.25)
        return try await MoveProject(repository: repository, clock: clock, author: .tester)(project.id, to: state)
    }
}
