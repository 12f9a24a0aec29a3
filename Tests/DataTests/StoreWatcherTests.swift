import Data
import Domain
import DomainTesting
import Foundation
import Testing

/// The file stores' feed of changes: a change written through another repository on the same directory
/// (as by another process) is heard, and stopping listening stops the watching.
@Suite("File stores: the feed of changes")
struct StoreWatcherTests {
    /// The first signal of `changes`, or `false` if none comes within a generous bound (a guard against
    /// a hang, not a measure of speed: the watcher looks four times a second).
    private func firstSignal(of changes: AsyncStream<Void>) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await changes.first { _ in true } != nil }
            group.addTask {
                try? await Task.sleep(for: .seconds(20))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    @Test("a change made through another repository on the directory is heard", arguments: FileRepositoryKind.allCases)
    func hearsAnotherWriter(kind: FileRepositoryKind) async throws {
        let store = try StoreFixture()
        _ = try await store.add("Before", to: kind.open(store.directory))
        let watched = try #require(kind.open(store.directory) as? any BoardChangeFeed)
        let changes = watched.changes()
        _ = try await store.add("From elsewhere", to: kind.open(store.directory))
        #expect(await firstSignal(of: changes))
    }

    @Test("a store that does not exist yet is heard once it is created")
    func hearsTheFirstWrite() async throws {
        let store = try StoreFixture()
        let changes = JournalProjectRepository(directory: store.directory).changes()
        _ = try await store.add("First", to: JournalProjectRepository(directory: store.directory))
        #expect(await firstSignal(of: changes))
    }
}
