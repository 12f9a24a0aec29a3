import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import Synchronization
import Testing

/// The repository when members die or a server misbehaves.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct FaultTests {
    @Test func killingTheLeaderWhileWritersAddLosesNoAcknowledgedChangeAndWritesGoOn() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let address = try EtcdAddress(parsing: "etcd://\(cluster.endpoints.map(\.description).joined(separator: ","))/team")
            let acknowledged = Tally(), failed = Tally()
            let clock = FixedClock(Date(timeIntervalSinceReferenceDate: 815_000_000))
            let leader = try await cluster.leader()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 1...4 {
                    group.addTask {
                        let repository = EtcdProjectRepository(address: address)
                        for number in 1...30 {
                            let title = "W\(writer) #\(number)"
                            do {
                                _ = try await AddProject(repository: repository, clock: clock, ids: RandomIDs(), author: .unknown)(ProjectDraft(title: title))
                                acknowledged.add(title)
                            } catch {
                                failed.add("\(title): \(error)")
                            }
                        }
                    }
                }
                group.addTask {
                    while acknowledged.lines.count < 30 { try await Task.sleep(for: .milliseconds(10)) }
                    cluster.kill(leader)
                }
                try await group.waitForAll()
            }
            let repository = EtcdProjectRepository(address: address)
            _ = try await AddProject(repository: repository, clock: clock, ids: RandomIDs(), author: .unknown)(ProjectDraft(title: "After the leader died"))
            let stored = Set(try await repository.loadBoard(for: .unknown).allProjects.map(\.title))
            let acknowledgedTitles = acknowledged.lines
            print("fault: killed leader m\(leader) of 3 after 30 adds; \(acknowledgedTitles.count) of 120 acknowledged, \(failed.lines.count) failed \(failed.lines.prefix(3)); \(stored.count - 1) stored")
            #expect(Set(acknowledgedTitles).isSubset(of: stored))
            #expect(stored.contains("After the leader died"))
            #expect(try await repository.history(limit: 1_000).count == stored.count)
        }
    }
}

/// The repository against a fake member that misbehaves: every answer is a clear error, soon.
@Suite(.timeLimit(.minutes(5))) struct HostileServerStoreTests {
    @Test(arguments: [
        HostileServer.Behaviour.answer("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n{\"kvs\":7}"),
        .answer("HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\nnot json!!!"),
        .flood(head: "HTTP/1.1 200 OK\r\nContent-Length: 900000000\r\n\r\n"),
        .drip(head: "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n"),
        .silent,
        .hangUp,
    ])
    func aHostileServerIsAClearErrorInBoundedTime(behaviour: HostileServer.Behaviour) async throws {
        let server = try HostileServer(behaviour)
        defer { server.stop() }
        let address = try EtcdAddress(parsing: "etcd://127.0.0.1:\(server.port)/team")
        let repository = EtcdProjectRepository(address: address, requestTimeout: .seconds(1), operationTimeout: .seconds(3))
        let error = try await within(.seconds(20)) {
            do {
                _ = try await repository.loadBoard(for: .unknown)
                return "no error"
            } catch let error as StorageError {
                return "\(error)"
            }
        }
        #expect(error != "no error" && error.contains("127.0.0.1:\(server.port)"), "\(error)")
    }
}

/// Lines written by several tasks at once.
private final class Tally: Sendable {
    private let store = Mutex<[String]>([])

    var lines: [String] { store.withLock { $0 } }

    func add(_ line: String) {
        store.withLock { $0.append(line) }
    }
}

/// Random ids, as the program makes them.
private struct RandomIDs: ProjectIDGenerator {
    func makeID() -> ProjectID { ProjectID(UUID()) }
}
