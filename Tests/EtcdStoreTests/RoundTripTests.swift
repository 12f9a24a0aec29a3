import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Testing

/// Each command waits for every request it sends to the cluster, so each is counted: an add is one
/// request while nobody else wrote (it starts from the head this machine last wrote), a show one, a
/// move two (it must read the project it moves), and a whole-board read one when this machine kept the
/// board it read last (only the keys written since cross the network). None of them loses another
/// machine's change.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct RoundTripTests {
    private let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
    private let ids = SequentialIDGenerator()

    /// A repository of `board` as the program opens it on a machine whose cache lives in `machine`.
    private func machine(_ cluster: EtcdCluster, _ machine: String, board: String = "trips") throws -> EtcdProjectRepository {
        EtcdProjectRepository(
            address: try EtcdAddress(parsing: "etcd://\(cluster.endpoints[0])/\(board)"),
            cacheFile: cluster.directory.appendingPathComponent(machine).appendingPathComponent("\(board).board"))
    }

    /// The requests `body` sends through `repository`.
    private func requests(_ repository: EtcdProjectRepository, _ body: () async throws -> Void) async rethrows -> Int {
        let before = repository.requestsSent
        try await body()
        return repository.requestsSent - before
    }

    private func add(_ title: String, on repository: EtcdProjectRepository, by author: Author) async throws -> Project {
        try await AddProject(repository: repository, clock: clock, ids: ids, author: author)(ProjectDraft(title: title))
    }

    @Test func anAddIsOneRequestWhileNobodyElseWroteAndTwoAfterAnotherMachineDid() async throws {
        try await EtcdCluster.with { cluster in
            let (alice, bob) = (try machine(cluster, "alice"), try machine(cluster, "bob"))
            let fresh = try machine(cluster, "checker")
            // The first add on a machine reads the head; the next ones start from the head it wrote.
            #expect(try await requests(alice) { _ = try await add("First", on: alice, by: Author("alice")) } == 2)
            #expect(try await requests(alice) { _ = try await add("Second", on: alice, by: Author("alice")) } == 1)
            #expect(try await requests(alice) { _ = try await add("Third", on: alice, by: Author("alice")) } == 1)

            // Bob's add moves the head: Alice's guess fails, its answer brings the head, and she writes again.
            _ = try await add("Bob's", on: bob, by: Author("bob"))
            #expect(try await requests(alice) { _ = try await add("Fourth", on: alice, by: Author("alice")) } == 2)

            let titles = try await fresh.loadBoard(for: .unknown).allProjects.map(\.title).sorted()
            #expect(titles == ["Bob's", "First", "Fourth", "Second", "Third"])
            let history = try await fresh.history(limit: 10)
            #expect(history.map(\.author.name) == ["alice", "bob", "alice", "alice", "alice"])
            #expect(try await fresh.undoAvailability(for: Author("alice")) == (canUndo: true, canRedo: false))
            try await UndoChange(repository: alice, clock: clock, author: Author("alice"))()
            #expect(try await fresh.loadBoard(for: .unknown).allProjects.map(\.title).sorted() == ["Bob's", "First", "Second", "Third"])
        }
    }

    @Test func aShowIsOneRequestAndAMoveTwo() async throws {
        try await EtcdCluster.with { cluster in
            let alice = try machine(cluster, "alice")
            let project = try await add("Moved", on: alice, by: Author("alice"))
            var shown: [Project] = []
            #expect(try await requests(alice) { shown = try await alice.projects(matching: ProjectReference(project.id)) } == 1)
            #expect(shown == [project])
            #expect(try await requests(alice) { _ = try await MoveProject(repository: alice, clock: clock, author: Author("alice"))(project.id, to: .doing) } == 2)
            #expect(try await alice.projects(matching: ProjectReference(project.id)).map(\.state) == [.doing])
        }
    }

    @Test func aBoardReadOnTheKeptBoardIsOneRequestAndEqualsAWholeRead() async throws {
        try await EtcdCluster.with { cluster in
            let (alice, bob) = (try machine(cluster, "alice"), try machine(cluster, "bob"))
            let projects = (0..<200).map { Project(id: ids.makeID(), title: "Project \($0)", createdAt: clock.now()) }
            try await bob.append(.commit(Change(action: .imported(count: projects.count), before: [], after: projects), by: Author("bob"), date: clock.now()))
            _ = try await alice.loadBoard(for: Author("alice"))  // kept on Alice's machine

            // Bob adds, moves and deletes: Alice's next read brings her kept board up to date in one request.
            _ = try await add("New", on: bob, by: Author("bob"))
            _ = try await MoveProject(repository: bob, clock: clock, author: Author("bob"))(projects[3].id, to: .done)
            _ = try await DeleteProject(repository: bob, clock: clock, author: Author("bob"))(projects[4].id)
            var board: Board?
            #expect(try await requests(alice) { board = try await alice.loadBoard(for: Author("alice")) } == 1)
            let whole = try await EtcdProjectRepository(address: alice.address).loadBoard(for: Author("alice"))
            #expect(board == whole)
            #expect(whole.allProjects.count == 200 && whole.allProjects.contains { $0.title == "New" })
            #expect(try await requests(alice) { board = try await alice.loadBoard(for: Author("alice")) } == 1)
            #expect(board == whole)

            // Undoing an import deletes keys no history line names: the kept board does not add up, and
            // the read goes the long way, still to the same board.
            _ = try await add("Last", on: alice, by: Author("alice"))
            try await UndoChange(repository: bob, clock: clock, author: Author("bob"))()  // Bob's delete
            try await UndoChange(repository: bob, clock: clock, author: Author("bob"))()  // Bob's move
            try await UndoChange(repository: bob, clock: clock, author: Author("bob"))()  // Bob's add
            try await UndoChange(repository: bob, clock: clock, author: Author("bob"))()  // Bob's import
            let afterUndo = try await alice.loadBoard(for: Author("alice"))
            #expect(afterUndo.allProjects.map(\.title) == ["Last"])
            #expect(afterUndo == (try await EtcdProjectRepository(address: alice.address).loadBoard(for: Author("alice"))))
        }
    }
}
