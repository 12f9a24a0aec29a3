import Domain
import DomainTesting
import EtcdKit
@testable import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// An import of more projects than one etcd transaction holds is still one change, seen whole or not at
/// all: by a reader while it is being written and another writer changes the board, after its writer
/// stopped before the commit (nothing shows, and what it wrote goes with the next changes) and after
/// its writer stopped between the commit and the project keys (readers see it whole, writing nothing;
/// the next writer finishes it).
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct ImportVisibilityTests {
    private let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
    private let ids = SequentialIDGenerator()

    private func imported(_ count: Int) -> Change {
        let projects = (0..<count).map { Project(id: ids.makeID(), title: "Imported \($0)", body: String(repeating: "b", count: 600), createdAt: clock.now()) }
        return Change(action: .imported(count: count), before: [], after: projects)
    }

    @Test func readersSeeAnImportWholeOrNotAtAllWhileAnotherWriterChangesTheBoard() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/whole")
            let (importer, adder) = (EtcdProjectRepository(address: address), EtcdProjectRepository(address: address))
            let reader = EtcdProjectRepository(address: address, cacheFile: cluster.directory.appendingPathComponent("reader/whole.board"))
            let change = imported(1_500)
            let (clock, ids) = (clock, ids)
            let seen = try await within(.seconds(200)) {
                let importing = Task { try await importer.append(.commit(change, by: Author("alice"), date: clock.now())) }
                let adding = Task {
                    for number in 0..<10 {
                        _ = try await AddProject(repository: adder, clock: clock, ids: ids, author: Author("bob"))(ProjectDraft(title: "Added \(number)"))
                    }
                }
                var seen: Set<Int> = []
                repeat {
                    let board = try await reader.loadBoard(for: .unknown)
                    seen.insert(board.allProjects.count { $0.title.hasPrefix("Imported") })
                } while !seen.contains(1_500)
                try await importing.value
                try await adding.value
                return seen
            }
            #expect(seen.isSubset(of: [0, 1_500]), "imported projects seen: \(seen.sorted())")
            let board = try await EtcdProjectRepository(address: address).loadBoard(for: .unknown)
            #expect(board.allProjects.count == 1_510)
            #expect(try await reader.loadBoard(for: .unknown) == board)
        }
    }

    @Test func anImportStoppedBeforeItsCommitShowsNothingAndWhatItWroteGoesWithTheNextChanges() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/stopped")
            let (importer, other) = (EtcdProjectRepository(address: address), EtcdProjectRepository(address: address))
            let client = EtcdClient(EtcdConfiguration(address: address))
            _ = try await AddProject(repository: other, clock: clock, ids: ids, author: Author("bob"))(ProjectDraft(title: "Before"))

            // What a big import does before its commit: reserve a number, write the change record in
            // chunks. Then its writer stops.
            let read = try await importer.read([])
            var (head, revision) = (read.head, read.headRevision)
            let step = try #require(try await importer.step(
                for: .commit(imported(1_500), by: Author("alice"), date: clock.now()), head: &head, revision: &revision, knowing: [:]))
            #expect(step.chunked)
            let chunks = "stopped/changes/\(BoardKeys.padded(step.seq))/"
            #expect(try await client.range(.prefix(chunks), keysOnly: true).keyValues.count > 1)

            #expect(try await other.loadBoard(for: .unknown).allProjects.map(\.title) == ["Before"])
            #expect(try await other.history(limit: 10).count == 1)
            _ = try await AddProject(repository: other, clock: clock, ids: ids, author: Author("bob"))(ProjectDraft(title: "After"))
            #expect(try await client.range(.prefix(chunks), keysOnly: true).keyValues.isEmpty)
            #expect(try await other.loadBoard(for: .unknown).allProjects.map(\.title).sorted() == ["After", "Before"])
        }
    }

    @Test func anImportStoppedAfterItsCommitIsSeenWholeByReadersAndFinishedByTheNextWriter() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/committed")
            let writer = EtcdProjectRepository(address: address)
            let client = EtcdClient(EtcdConfiguration(address: address))
            let change = imported(300)

            // What the commit of a big import leaves when its writer stops before writing the project
            // keys: the change record, its history line, and the head marking it pending.
            var head = BoardHead()
            head.next = 1
            head.lines = 1
            head.undo = ["alice": [0]]
            head.pending = BoardHead.Pending(seq: 0, inverse: false)
            let line = HistoryRecord(HistoryEntry(change, kind: .change, by: Author("alice"), at: clock.now()), tag: "stopped")
            _ = try await client.transaction(if: [], then: [
                .put(key: "committed/changes/\(BoardKeys.padded(0))/\(BoardKeys.padded(0, digits: 6))", value: ChangeRecord.value(of: change)),
                .put(key: "committed/history/\(BoardKeys.padded(0))", value: line.value),
                .put(key: "committed/head", value: head.value),
            ])
            #expect(try await client.range(.prefix("committed/projects/"), keysOnly: true).keyValues.isEmpty)

            let reader = EtcdProjectRepository(address: address, cacheFile: cluster.directory.appendingPathComponent("reader/committed.board"))
            let board = try await reader.loadBoard(for: Author("alice"))
            #expect(board.allProjects.sorted { $0.id < $1.id } == change.after.sorted { $0.id < $1.id })
            #expect(board.canUndo)
            #expect(try await reader.projects(matching: ProjectReference(change.after[42].id)) == [change.after[42]])
            #expect(try await client.range(.prefix("committed/projects/"), keysOnly: true).keyValues.isEmpty)

            _ = try await AddProject(repository: writer, clock: clock, ids: ids, author: Author("bob"))(ProjectDraft(title: "Next"))
            #expect(try await client.range(.prefix("committed/projects/"), keysOnly: true).keyValues.count == 301)
            #expect(try await reader.loadBoard(for: Author("alice")).allProjects.count == 301)
            try await UndoChange(repository: writer, clock: clock, author: Author("alice"))()
            #expect(try await reader.loadBoard(for: Author("alice")).allProjects.map(\.title) == ["Next"])
        }
    }
}
