import EtcdTesting
import Foundation
import ProcessTesting
import Testing

/// `project-manager sync` SIGKILLed at random moments, again and again, while it sends the changes a
/// board saved offline: each change reaches the board's history exactly once.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct KilledSyncTests {
    @Test func aSyncKilledAtRandomMomentsSendsEveryWaitingChangeExactlyOnce() async throws {
        try await EtcdCluster.with { cluster in
            let program = try SharedBoardProgram(store: "etcd://\(cluster.endpoints[0])/team")
            defer { program.removeScratch() }
            let id = try await program.run("add", "Seen before").output.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try await program.run("list").output.contains("Seen before"))
            cluster.kill(0)
            // Edits: one applied twice would be a second history line (an add applied twice would only be refused).
            let titles = (1...40).map { "Offline \($0)" }
            for title in titles { #expect(try await program.run("edit", id, "--title", title).status == 0) }
            try await cluster.restart(0)

            // Each kill falls below `latest`, which starts below a quick machine's whole sync, grows after a
            // sync killed before it sent anything and shrinks after one killed having sent some, so kills
            // keep falling inside the sync on any machine (a sync that finishes first ends the rounds).
            var random = SystemRandomNumberGenerator(), latest = 30_000, killed = 0
            for _ in 1...40 {
                let before = try await Self.sent(program, of: titles)
                let child = try RunningProgram(SharedBoardProgram.executable, ["sync"], environment: program.environment, scratch: program.scratch.path)
                child.child.signal(SIGKILL, after: .microseconds(Int.random(in: latest / 2...latest, using: &random)))
                let run = try await child.finish(within: .seconds(60))
                if run.termination.signal == SIGKILL { killed += 1 }
                let after = try await Self.sent(program, of: titles)
                if run.termination.signal != SIGKILL || after == titles.count { break }
                latest = after == before ? min(latest * 5 / 4, 5_000_000) : max(latest * 3 / 4, 1_000)
            }
            let last = try await program.run("sync")
            #expect(last.status == 0 && last.output.contains("0 waiting"), "\(last)")
            let history = try await program.run("history", "--limit", "100")
            for title in titles {
                #expect(history.output.components(separatedBy: "Edited '\(title)'.").count == 2, "\(title): \(history)")
            }
            #expect(try await program.run("conflicts").output.hasPrefix("No conflicts"))
            #expect(killed > 0, "no sync was killed")
            print("sync SIGKILLed \(killed) times while it sent \(titles.count) offline edits")
        }
    }

    /// How many of `titles` the board's history names, read from a fresh machine (nothing waiting).
    static func sent(_ program: SharedBoardProgram, of titles: [String]) async throws -> Int {
        let fresh = try SharedBoardProgram(store: program.store)
        defer { fresh.removeScratch() }
        let history = try await fresh.run("history", "--limit", "100")
        return titles.filter { history.output.contains("Edited '\($0)'.") }.count
    }
}
