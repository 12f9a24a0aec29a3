import Domain
import EtcdKit
import EtcdStore
import EtcdTesting
import Foundation
import ProcessTesting
import Testing

/// The built `project-manager` on a board on real etcd members: concurrent processes, offline reads,
/// recovery and authentication.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct SharedBoardCommandTests {
    @Test func fourProcessesAddingAHundredEachLeaveExactlyFourHundredProjectsAndHistoryLines() async throws {
        try await EtcdCluster.with { cluster in
            let program = try SharedBoardProgram(store: "etcd://\(cluster.endpoints[0])/team")
            defer { program.removeScratch() }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 1...4 {
                    group.addTask {
                        for number in 1...100 {
                            let run = try await program.run("add", "Writer \(writer) #\(number)")
                            #expect(run.status == 0, "\(run)")
                        }
                    }
                }
                try await group.waitForAll()
            }
            let repository = EtcdProjectRepository(address: try EtcdAddress(parsing: program.store))
            let titles = Set(try await repository.loadBoard(for: .unknown).allProjects.map(\.title))
            #expect(titles == Set((1...4).flatMap { writer in (1...100).map { "Writer \(writer) #\($0)" } }))
            #expect(try await repository.history(limit: 1_000).count == 400)
        }
    }

    @Test func withEveryMemberDownAChangeIsSavedOnThisMachineAndReachesTheTeamWhenOneAnswers() async throws {
        try await EtcdCluster.with { cluster in
            let program = try SharedBoardProgram(store: "etcd://\(cluster.endpoints[0])/team")
            defer { program.removeScratch() }
            #expect(try await program.run("add", "Seen before").status == 0)
            #expect(try await program.run("list").output.contains("Seen before"))

            cluster.kill(0)
            let list = try await program.run("list")
            #expect(list.status == 0, "\(list)")
            #expect(list.output.contains("Seen before"))
            #expect(list.errors.hasPrefix("warning: etcd at \(cluster.endpoints[0]) unreachable"), "\(list)")
            let add = try await program.run("add", "Made offline")
            #expect(add.status == 0, "\(add)")
            #expect(add.errors == "warning: saved on this machine, offline (etcd at \(cluster.endpoints[0]) unreachable: connection refused); "
                + "1 change waiting to reach the team\n", "\(add)")
            let korean = try await program.run("--locale", "ko", "list")
            #expect(korean.status == 0 && korean.output.contains("Made offline") && korean.errors.contains("팀에 보낼 변경 1개가 기다립니다"), "\(korean)")
            let sync = try await program.run("sync")
            #expect(sync.status == 3 && sync.errors.contains("1 change keeps waiting on this machine"), "\(sync)")

            try await cluster.restart(0)
            let again = try await program.run("add", "After")
            #expect(again.status == 0 && again.errors == "warning: sent 1 change made offline to the team\n", "\(again)")
            cluster.kill(0)
            #expect(try await program.run("add", "Third").status == 0)
            try await cluster.restart(0)
            let synced = try await program.run("sync")
            #expect(synced.status == 0 && synced.output == "Sent 1 change to the team; 0 waiting.\n" && synced.errors.isEmpty, "\(synced)")
            let after = try await program.run("history")
            #expect(after.errors.isEmpty && after.output.contains("Added 'After'.") && after.output.contains("Added 'Made offline'."), "\(after)")
            let fresh = try SharedBoardProgram(store: program.store)
            defer { fresh.removeScratch() }
            let elsewhere = try await fresh.run("list")
            #expect(elsewhere.output.contains("Made offline") && elsewhere.output.contains("After"), "\(elsewhere)")
        }
    }

    @Test func aWrongPasswordExitsThreeAndNeverShowsThePassword() async throws {
        try await EtcdCluster.with { cluster in
            try await cluster.enableAuthentication(rootPassword: "right-horse-battery")
            var program = try SharedBoardProgram(store: "etcd://\(cluster.endpoints[0])/team")
            defer { program.removeScratch() }
            program.extra = ["PROJECT_MANAGER_ETCD_USER": "root", "PROJECT_MANAGER_ETCD_PASSWORD": "Wrong-Staple-9431"]
            for arguments in [["add", "Denied"], ["list"]] {
                let run = try await ProgramRun.run(SharedBoardProgram.executable, arguments, environment: program.environment, scratch: program.scratch)
                #expect(run.status == 3, "\(run)")
                #expect(run.errors.hasPrefix("error: "), "\(run)")
                #expect(!(run.output + run.errors).contains("Wrong-Staple-9431"), "\(run)")
            }
            program.extra["PROJECT_MANAGER_ETCD_PASSWORD"] = "right-horse-battery"
            let run = try await program.run("add", "Allowed")
            #expect(run.status == 0, "\(run)")
            #expect(!(run.output + run.errors).contains("right-horse-battery"))
        }
    }
}
