import Domain
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation

/// What a board following a board on etcd reads per change, in bytes: the keys and values etcd sends it
/// (``EtcdStore/EtcdProjectRepository/bytesReceived``), and everything its connections carry (through a
/// ``EtcdTesting/CountingRelay`` in front of the first member). It follows the board at the address
/// (already filled, 10,000 projects in `compare-etcd`) as an open terminal board or browser tab does,
/// while two other people make single-project changes, and checks that it ends with exactly what a whole
/// read gives.
enum EtcdFollowerBenchmark {
    static func run(address: EtcdAddress, changes: Int) async throws -> ResultTable {
        let relay = try CountingRelay(to: address.endpoints[0])
        defer { relay.stop() }
        let follower = EtcdProjectRepository(address: try EtcdAddress(parsing: "etcd://\(relay.endpoint)/\(address.prefix)"))
        let writers = [Author("alice"), Author("bob")].map { ($0, EtcdProjectRepository(address: address)) }
        let load = LoadBoard(repository: follower, author: Author("carol")), clock = BenchmarkClock()
        var notices = follower.changes().makeAsyncIterator()
        guard let first = await notices.next() else { throw BenchmarkFailure("the feed ended before it was in place") }
        var board = try await load(updating: nil, after: first)
        let wholeRead = (follower.bytesReceived, relay.bytesToClient)
        var perChange: [Int] = [], onWire: [Int] = [], added: [ProjectID] = []
        for step in 0..<changes {
            let (author, writer) = writers[step % 2]
            let target = board.allProjects[(step * 7919) % board.allProjects.count]
            let before = (follower.bytesReceived, relay.bytesToClient)
            // Every step changes the board (a change that changes nothing writes nothing, and is not heard).
            switch step % 5 {
            case 0:
                let next = ProjectState.allCases[(ProjectState.allCases.firstIndex(of: target.state)! + 1) % 3]
                _ = try await MoveProject(repository: writer, clock: clock, author: author)(target.id, to: next)
            case 1: _ = try await EditProject(repository: writer, clock: clock, author: author)(ProjectReference(target.id), applying: ProjectEdit(title: "Edited \(step)"))
            case 2: added.append(try await AddProject(repository: writer, clock: clock, ids: BenchmarkIDs(), author: author)(ProjectDraft(title: "Added \(step)")).id)
            case 3: _ = try await DeleteProject(repository: writer, clock: clock, author: author)(added.removeLast())
            default:
                let (deleter, repository) = writers[(step - 1) % 2]  // the delete just made, taken back
                _ = try await UndoChange(repository: repository, clock: clock, author: deleter)()
            }
            guard let notice = await notices.next() else { throw BenchmarkFailure("the feed ended") }
            board = try await load(updating: board, after: notice)
            try await follower.checkWritable()  // as an open board checks after each reload
            perChange.append(follower.bytesReceived - before.0)
            onWire.append(relay.bytesToClient - before.1)
        }
        let truth = EtcdProjectRepository(address: address)
        guard board == (try await truth.loadBoard(for: Author("carol"))) else {
            throw BenchmarkFailure("the follower's board differs from a whole read")
        }
        let (read, wire) = (perChange.sorted(), onWire.sorted())
        var table = ResultTable(
            title: "a board following the board at \(board.allProjects.count) projects: bytes read", columns: ["keys and values", "on the wire"])
        table.add("whole board, read once when following starts", ["\(wholeRead.0)", "\(wholeRead.1)"])
        table.add("per single-project change by another person: median of \(changes)", ["\(read[read.count / 2])", "\(wire[wire.count / 2])"])
        table.add("per single-project change: largest", ["\(read.last ?? 0)", "\(wire.last ?? 0)"])
        table.add("target per change: ≤ 4096 on the wire", ["", wire.last ?? .max <= 4096 ? "PASS" : "FAIL"])
        return table
    }
}
