import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// The file stores' feed of changes: a change written through another repository on the same directory
/// (as by another process) is heard; the journal store's notices name the projects its new records
/// changed, read from where the last look ended, and anything it cannot be sure of is everything.
@Suite("File stores: the feed of changes")
struct StoreWatcherTests {
    /// The notices of `changes` after its first (everything, once the feed is in place), merged, until
    /// `enough` holds of them; `nil` if that takes longer than a generous bound (a guard against a hang,
    /// not a measure of speed: the watcher looks four times a second).
    private func notices(
        of changes: AsyncStream<BoardChange>, until enough: @escaping @Sendable (BoardChange) -> Bool = { _ in true }
    ) async -> BoardChange? {
        await withTaskGroup(of: BoardChange?.self) { group in
            group.addTask {
                var iterator = changes.makeAsyncIterator()
                guard await iterator.next() == .everything else { return nil }
                var merged: BoardChange?
                while let notice = await iterator.next() {
                    merged = merged?.merged(with: notice) ?? notice
                    if let merged, enough(merged) { return merged }
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(60))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// What `work` returns, or `nil` if it takes longer than a generous bound (a guard against a hang).
    private func bounded<T: Sendable>(_ limit: Duration = .seconds(60), _ work: @escaping @Sendable () async throws -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { try? await work() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
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
        let added = try await store.add("From elsewhere", to: kind.open(store.directory))
        // The snapshot store rewrites its one document: it cannot say which projects changed.
        #expect(await notices(of: changes) == (kind == .journal ? .projects([added.id], by: [.tester]) : .everything))
    }

    @Test("a store that does not exist yet is heard once it is created")
    func hearsTheFirstWrite() async throws {
        let store = try StoreFixture()
        let changes = JournalProjectRepository(directory: store.directory).changes()
        _ = try await store.add("First", to: JournalProjectRepository(directory: store.directory))
        #expect(await notices(of: changes) == .everything)
    }

    @Test("the journal's new records name their projects and authors: a commit, another's move, an undo")
    func journalRecordsNameTheirProjects() async throws {
        let store = try StoreFixture()
        let writer = JournalProjectRepository(directory: store.directory)
        let first = try await store.add("First", to: writer)
        let changes = JournalProjectRepository(directory: store.directory).changes()
        let second = try await store.add("Second", to: writer)
        try await MoveProject(repository: writer, clock: store.clock, author: Author("bob"))(first.id, to: .doing)
        try await UndoChange(repository: writer, clock: store.clock, author: .tester)()  // takes back the add of Second
        let expected = BoardChange.projects([first.id, second.id], by: [.tester, Author("bob")])
        #expect(await notices(of: changes) { $0 == expected || $0 == .everything } == expected)
    }

    @Test("a compaction (a new snapshot) is everything, and the records after it are named again")
    func compactionIsEverything() async throws {
        let store = try StoreFixture()
        let writer = JournalProjectRepository(directory: store.directory)
        let first = try await store.add("First", to: writer)
        let changes = JournalProjectRepository(directory: store.directory).changes()
        let heard = await bounded { () -> (afterCompaction: BoardChange?, afterMove: BoardChange?, moved: ProjectID) in
            var iterator = changes.makeAsyncIterator()
            _ = await iterator.next()  // in place
            try await writer.compact()
            let afterCompaction = await iterator.next()
            var project = first, afterMove: BoardChange?
            // The snapshot and then the journal are replaced: one look may see each apart, and the second
            // one, everything, may come after a move. Once it has come, the next move is named.
            for state in [ProjectState.doing, .done, .todo] where afterMove == nil || afterMove == .everything {
                project = try await store.move(project, to: state, in: writer)
                afterMove = await iterator.next()
            }
            return (afterCompaction, afterMove, project.id)
        }
        let (afterCompaction, afterMove, moved) = try #require(heard)
        #expect(afterCompaction == .everything)
        #expect(afterMove == .projects([moved], by: [.tester]))
    }

    @Test("two writers' random changes reach a board following the journal store exactly as a whole read gives them")
    func randomChangesReachTheFollower() async throws {
        let store = try StoreFixture()
        let (alice, bob) = (Author("alice"), Author("bob"))
        // Alice follows and writes too; the journal is folded into the snapshot every few dozen changes.
        let follower = JournalProjectRepository(directory: store.directory, compactionMinimum: 8 * 1024)
        let writers: [(author: Author, repository: any ProjectRepository)] = [(alice, follower), (bob, JournalProjectRepository(directory: store.directory))]
        let notices = follower.changes()
        let outcome = await bounded(.seconds(240)) {
            var changes = RandomChanges(writers: writers, clock: store.clock, ids: SequentialIDGenerator(), seed: 7)
            let load = LoadBoard(repository: follower, author: alice)
            var iterator = notices.makeAsyncIterator()
            var board = try await load(updating: nil, after: try #require(await iterator.next()))
            var (named, made) = (0, 0)
            for _ in 0..<40 {
                let before = try? store.contents()  // none before the first write
                try await changes.step()
                guard try store.contents() != before else { continue }  // refused, or a move to where it was: nothing written
                made += 1
                // One look may see the change; the next, a compaction that followed it: read until they agree.
                let truth = try await follower.loadBoard(for: alice)
                repeat {
                    let notice = try #require(await iterator.next())
                    if notice != .everything { named += 1 }
                    board = try await load(updating: board, after: notice)
                } while board != truth  // never equal: the bound ends the test, failed
            }
            return (named, made)
        }
        let (named, made) = try #require(outcome)
        #expect(named >= made / 2, "\(named) of \(made) changes named their projects")
    }

    @Test("a damaged record appended to the journal is everything, never a notice that leaves a change out")
    func damagedRecordIsEverything() async throws {
        let store = try StoreFixture()
        _ = try await store.add("First", to: JournalProjectRepository(directory: store.directory))
        let changes = JournalProjectRepository(directory: store.directory).changes()
        try store.appendRaw(#"{"seq":2,"event":{"kind":"commit"},"crc":"00000000"}"# + "\n", to: JournalProjectRepository.journalFileName)
        #expect(await notices(of: changes) == .everything)
    }
}
