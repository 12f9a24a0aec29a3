import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// A whole-board read starts from the board's copy, adds the project keys written since and takes away
/// the projects deleted since; the keys stay the truth. Every read is checked against the projects the
/// test wrote, and the copy's own key says which way the read went: reading every key always writes a
/// new copy, the shortcut (below its threshold) never does.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct BoardCopyTests {
    /// The projects a test wrote, kept as the truth to compare every read with.
    private final class Board {
        let repository: EtcdProjectRepository
        let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
        let ids = SequentialIDGenerator()
        var projects: [ProjectID: Project] = [:]

        init(_ repository: EtcdProjectRepository) {
            self.repository = repository
        }

        func add(_ count: Int) async throws {
            let added = (0..<count).map { Project(id: ids.makeID(), title: "Project \(projects.count + $0)", createdAt: clock.now()) }
            try await commit(Change(action: .imported(count: count), before: [], after: added))
        }

        func move(_ id: ProjectID, to state: ProjectState) async throws {
            let before = try #require(projects[id])
            var after = before
            after.state = state
            try await commit(Change(action: .moved(title: before.title, from: before.state, to: state), before: [before], after: [after]))
        }

        func delete(_ id: ProjectID) async throws {
            let before = try #require(projects[id])
            try await commit(Change(action: .removed(title: before.title, from: before.state), before: [before], after: []))
        }

        func undo() async throws {
            try await UndoChange(repository: repository, clock: clock, author: .unknown)()
        }

        private func commit(_ change: Change) async throws {
            try await repository.append(.commit(change, by: .unknown, date: clock.now()))
            for project in change.before { projects[project.id] = nil }
            for project in change.after { projects[project.id] = project }
        }

        var sorted: [Project] { projects.values.sorted { $0.id < $1.id } }
    }

    /// What `BOARD/snapshot` says, and the revisions of the chunks stored under `BOARD/snapshots/`.
    private struct Copy: Equatable {
        let value: String
        let modRevision: Int64
        let chunkRevisions: Set<String>
    }

    private func copy(_ client: EtcdClient, board: String) async throws -> Copy {
        let meta = try #require(try await client.range(.key("\(board)/snapshot")).keyValues.first)
        let chunks = try await client.range(.prefix("\(board)/snapshots/"), keysOnly: true).keyValues
        return Copy(
            value: String(decoding: meta.value, as: UTF8.self), modRevision: meta.modRevision,
            chunkRevisions: Set(chunks.map { $0.key.split(separator: "/")[2].description }))
    }

    private func read(_ reader: EtcdProjectRepository) async throws -> [Project] {
        try await reader.loadBoard(for: .unknown).allProjects.sorted { $0.id < $1.id }
    }

    @Test func aReadAddsWhatWasWrittenAndTakesAwayWhatWasDeletedSinceTheCopy() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/copy")
            let client = EtcdClient(EtcdConfiguration(address: address))
            let board = Board(EtcdProjectRepository(address: address))
            let reader = EtcdProjectRepository(address: address)
            try await board.add(300)

            #expect(try await read(reader) == board.sorted)
            let first = try await copy(client, board: "copy")
            #expect(first.value.contains(#""count":300"#) && first.chunkRevisions.count == 1)

            // Written since: new keys and a changed key. The shortcut adds them; the copy stays.
            try await board.add(2)
            let moved = board.sorted[7].id
            try await board.move(moved, to: .doing)
            #expect(try await read(reader) == board.sorted)
            #expect(try await copy(client, board: "copy") == first)

            // A deleted project leaves no key: the history line of its deletion names it.
            let deleted = try #require(board.projects[moved])
            try await board.delete(moved)
            #expect(try await read(reader) == board.sorted)
            #expect(try await copy(client, board: "copy") == first)

            // Undoing the deletion writes the key again: the shortcut takes it as written since.
            try await board.undo()
            board.projects[moved] = deleted
            #expect(try await read(reader) == board.sorted)
            #expect(try await copy(client, board: "copy") == first)
        }
    }

    @Test func aMachinesKeptBoardNobodyChangedSinceIsReadWithItsHeadAndItsKeyCountAlone() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/kept")
            let client = EtcdClient(EtcdConfiguration(address: address))
            let board = Board(EtcdProjectRepository(address: address))
            let reader = EtcdProjectRepository(address: address, cacheFile: cluster.directory.appendingPathComponent("reader/kept.board"))
            try await board.add(200)
            #expect(try await read(reader) == board.sorted)

            // Nothing written since: one request, which brings the head and no project.
            let (requests, bytes) = (reader.requestsSent, reader.bytesReceived)
            #expect(try await read(reader) == board.sorted)
            #expect(reader.requestsSent - requests == 1)
            #expect(reader.bytesReceived - bytes < 1_000)

            // A change since: the read adds what it wrote.
            let moved = board.sorted[3].id
            try await board.move(moved, to: .done)
            #expect(try await read(reader) == board.sorted)

            // A key gone with no change (the head untouched): the count of keys says the kept board is
            // not the board any more.
            let gone = board.sorted[5].id
            try await client.delete(.key("kept/projects/\(gone)"))
            board.projects[gone] = nil
            #expect(try await read(reader) == board.sorted)
        }
    }

    @Test func aDeletionNoHistoryLineNamesMakesTheReadTakeEveryKeyAndANewCopy() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/undone")
            let client = EtcdClient(EtcdConfiguration(address: address))
            let board = Board(EtcdProjectRepository(address: address))
            let reader = EtcdProjectRepository(address: address)
            try await board.add(5)
            let kept = board.projects
            try await board.add(40)  // more projects than a history line names
            #expect(try await read(reader) == board.sorted)
            let first = try await copy(client, board: "undone")
            #expect(first.value.contains(#""count":45"#))

            // Undoing the second import deletes 40 keys under a line that names none of them: the count
            // of keys says the copy holds projects that are gone, so every key is read and a new copy
            // (of 5) replaces the old one, whose chunks go with it.
            try await board.undo()
            board.projects = kept
            #expect(try await read(reader) == board.sorted)
            let second = try await copy(client, board: "undone")
            #expect(second.modRevision > first.modRevision && second.value.contains(#""count":5"#))
            #expect(second.chunkRevisions.count == 1 && second.chunkRevisions != first.chunkRevisions)
        }
    }

    @Test func manyKeysWrittenSinceTheCopyMakeTheReadTakeANewOne() async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/many")
            let client = EtcdClient(EtcdConfiguration(address: address))
            let board = Board(EtcdProjectRepository(address: address))
            let reader = EtcdProjectRepository(address: address)
            try await board.add(100)
            #expect(try await read(reader) == board.sorted)
            let first = try await copy(client, board: "many")

            try await board.add(80)  // more than the 64 keys a read adds to a copy before it takes a new one
            #expect(try await read(reader) == board.sorted)
            let second = try await copy(client, board: "many")
            #expect(second.modRevision > first.modRevision && second.value.contains(#""count":180"#))

            #expect(try await read(reader) == board.sorted)
            #expect(try await copy(client, board: "many") == second)
        }
    }

    @Test(arguments: ["a missing chunk", "a damaged chunk"])
    func aCopyThatDoesNotAddUpIsNotUsedAndIsReplaced(damage: String) async throws {
        try await EtcdCluster.with { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/damaged")
            let client = EtcdClient(EtcdConfiguration(address: address))
            let board = Board(EtcdProjectRepository(address: address))
            let reader = EtcdProjectRepository(address: address)
            try await board.add(50)
            #expect(try await read(reader) == board.sorted)
            let chunk = try #require(try await client.range(.prefix("damaged/snapshots/")).keyValues.first)
            if damage == "a missing chunk" {
                try await client.delete(.key(chunk.key))
            } else {
                try await client.put(chunk.key, Data(#"{"id":"not a project"}"#.utf8))
            }
            let damaged = try await copy(client, board: "damaged")

            #expect(try await read(reader) == board.sorted)
            #expect(try await copy(client, board: "damaged").modRevision > damaged.modRevision)
        }
    }
}
