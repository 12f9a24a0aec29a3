import Domain
import DomainTesting
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import OfflineFirstStore
import ProcessTesting

/// One person's replica of a shared board in the model test: the offline-first store in this process,
/// reaching the cluster through relays of its own (one per member), which the test cuts and heals; and
/// the program run as that person (same board, same outbox), whose `sync` the test SIGKILLs.
struct ModelReplica {
    let name: String
    let relays: [CountingRelay]
    let remote: CountingRemote
    let repository: OfflineFirstRepository
    /// The program's environment: its data directory holds the outbox this process writes.
    let environment: [String: String]
    let home: URL

    init(_ name: String, cluster: EtcdCluster, board: String, in scratch: TemporaryDirectory) throws {
        self.name = name
        relays = try cluster.endpoints.map { try CountingRelay(to: $0) }
        let members = relays.map(\.endpoint.description)
        let address = try EtcdAddress(parsing: "etcd://\(members.joined(separator: ","))/\(board)")
        home = scratch.store(name)
        remote = CountingRemote(EtcdProjectRepository(address: address, cacheFile: home.appending(path: "in-process.board")))
        // Where the program keeps a board's outbox: the data directory, under a name made of the address.
        let safe = String("\(members.sorted().joined(separator: ","))-\(board)".map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        let outbox = home.appending(path: "data/project-manager/shared/etcd-\(safe).board.outbox")
        repository = OfflineFirstRepository(remote: remote, outbox: Outbox(file: outbox))
        environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_CACHE_HOME": home.appending(path: "cache").path,
            "XDG_DATA_HOME": home.appending(path: "data").path, "PROJECT_MANAGER_STORE": address.description,
            "PROJECT_MANAGER_USER": name, "LANG": "en_US.UTF-8", "TZ": "UTC", "NO_COLOR": "1",
        ]
    }

    /// Whether the replica's connection to every member is cut.
    var isCut: Bool {
        get { relays[0].isCut }
        nonmutating set { for relay in relays { relay.isCut = newValue } }
    }

    /// Starts `project-manager sync` as this person.
    func startSync() throws -> RunningProgram {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return try RunningProgram(BuiltProgram.projectManager, ["sync"], environment: environment, scratch: home.path)
    }

    func stop() { for relay in relays { relay.stop() } }
}
