import Domain
import EtcdKit
import EtcdStore
import Foundation
import Synchronization

/// Many clients changing one board on etcd at once: each its own repository (as its own process would
/// be), each making mixed changes (add, move, edit, delete) to projects of its own, so that what every
/// acknowledged change left can be checked on the board afterwards. Prints latency percentiles and
/// what was lost (it must be nothing).
enum EtcdLoadBenchmark {
    /// What one client saw.
    private struct Client: Sendable {
        var latencies: [Double] = []
        var failures: [String] = []
        /// Title and state of each of its projects after its last acknowledged change; `nil`: deleted.
        var expected: [ProjectID: (title: String, state: ProjectState)?] = [:]
        /// Projects whose last change failed: their state is not known.
        var uncertain: Set<ProjectID> = []
    }

    static func run(address: EtcdAddress, clients: Int, changes: Int) async throws -> ResultTable {
        let clock = BenchmarkClock()
        let outcomes = try await withThrowingTaskGroup(of: Client.self) { group in
            for number in 0..<clients {
                group.addTask {
                    let repository = EtcdProjectRepository(address: address), me = Author("client-\(number)")
                    var client = Client(), random = SplitMix(seed: UInt64(number + 1))
                    var live: [ProjectID] = []
                    for step in 0..<changes {
                        let roll = live.isEmpty ? 0 : Int(random.next() % 10)
                        let target = live.isEmpty ? nil : live[Int(random.next() % UInt64(live.count))]
                        let start = ContinuousClock.now
                        do {
                            switch (roll, target) {
                            case (4...6, let id?):
                                let state: ProjectState = [.todo, .doing, .done][Int(random.next() % 3)]
                                let moved = try await MoveProject(repository: repository, clock: clock, author: me)(id, to: state)
                                client.expected[id] = (moved.title, moved.state)
                            case (7...8, let id?):
                                let edited = try await EditProject(repository: repository, clock: clock, author: me)(
                                    ProjectReference(id), applying: ProjectEdit(title: "Client \(number) edit \(step)"))
                                client.expected[id] = (edited.after.title, edited.after.state)
                            case (9, let id?):
                                _ = try await DeleteProject(repository: repository, clock: clock, author: me)(id)
                                client.expected[id] = .some(nil)
                                live.removeAll { $0 == id }
                            default:
                                let added = try await AddProject(repository: repository, clock: clock, ids: BenchmarkIDs(), author: me)(
                                    ProjectDraft(title: "Client \(number) add \(step)"))
                                client.expected[added.id] = (added.title, added.state)
                                live.append(added.id)
                            }
                            client.latencies.append((ContinuousClock.now - start).seconds)
                        } catch {
                            client.failures.append("\(error)")
                            if let target { client.uncertain.insert(target) }
                        }
                    }
                    return client
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let board = try await EtcdProjectRepository(address: address).loadBoard(for: .unknown)
        let stored = Dictionary(uniqueKeysWithValues: board.allProjects.map { ($0.id, $0) })
        var checked = 0, lost = 0
        for client in outcomes {
            for (id, expectation) in client.expected where !client.uncertain.contains(id) {
                checked += 1
                switch expectation {
                case let (title, state)?: if stored[id]?.title != title || stored[id]?.state != state { lost += 1 }
                case nil: if stored[id] != nil { lost += 1 }
                }
            }
        }
        let latencies = outcomes.flatMap(\.latencies).sorted()
        let failures = outcomes.flatMap(\.failures)
        func percentile(_ p: Double) -> String {
            latencies.isEmpty ? "-" : ResultTable.format(seconds: latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))])
        }
        var table = ResultTable(
            title: "\(clients) clients × \(changes) mixed changes on one board (\(address.endpoints.count) member\(address.endpoints.count == 1 ? "" : "s"))",
            columns: ["value"])
        table.add("acknowledged changes", ["\(latencies.count) of \(clients * changes)"])
        table.add("failed (not acknowledged)", ["\(failures.count)\(failures.first.map { ": \($0.prefix(120))" } ?? "")"])
        table.add("latency p50 / p99 / max", ["\(percentile(0.5)) / \(percentile(0.99)) / \(percentile(1))"])
        table.add("projects checked / acknowledged change missing", ["\(checked) / \(lost)"])
        guard lost == 0 else { throw BenchmarkFailure("\(lost) acknowledged changes are missing from the board") }
        return table
    }
}

/// Time for the load: the system clock, in UTC.
struct BenchmarkClock: CalendarClock {
    func now() -> Date { Date() }
    func utcOffset(at date: Date) -> Int { 0 }
}

/// Random ids, as the program makes them.
struct BenchmarkIDs: ProjectIDGenerator {
    func makeID() -> ProjectID { ProjectID(UUID()) }
}
