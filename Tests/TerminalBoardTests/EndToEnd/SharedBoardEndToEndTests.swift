import EtcdTesting
import Foundation
import ProcessTesting
import Testing

/// The real `project-manager` board in a real terminal (tmux) on a board shared on real etcd members:
/// the member it talks to taken away and brought back, while a teammate on another member changes what
/// this board changed offline.
@Suite("Shared board in the terminal, end to end", .timeLimit(.minutes(5)),
       .enabled(if: TmuxSession.testsShouldRun, "needs tmux (apt-get install tmux); set CI to make its absence a failure"),
       .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct SharedBoardEndToEndTests {
    /// Someone at their own machine (home, cache and outbox of their own) on the board at `store`.
    struct Person {
        let store: String
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pm-shared-\(UUID().uuidString.prefix(8))")

        init(store: String) throws {
            self.store = store
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        }

        var environment: [String: String] {
            ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
             "PROJECT_MANAGER_STORE": store, "LANG": "en_US.UTF-8", "TZ": "UTC", "NO_COLOR": "1"]
        }

        /// Runs a command; it must succeed with nothing on standard error (a change that only waited on
        /// this machine would say so there).
        @discardableResult
        func run(_ arguments: String...) async throws -> String {
            let run = try await ProgramRun.run(BuiltProgram.projectManager, arguments, environment: environment, scratch: home)
            try #require(run.status == 0 && run.errors.isEmpty, "project-manager \(arguments.joined(separator: " ")): \(run)")
            return run.output
        }

        /// Each project `list --json` prints, as title: state.
        func states() async throws -> [String: String] {
            try await listed().mapValues { $0["state"] as? String ?? "" }
        }

        /// Each project `list --json` prints, by title.
        func listed() async throws -> [String: [String: Any]] {
            let projects = try JSONSerialization.jsonObject(with: Data(try await run("list", "--json").utf8)) as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: projects.map { ($0["title"] as? String ?? "", $0) })
        }
    }

    /// The board narrowed to `title`, the project selected in its `column` (0 is TODO) and moved a column
    /// along with `>`, then the board shown whole.
    private func moveAlong(_ title: String, from column: Int, on tmux: TmuxSession) async throws {
        try await tmux.press("/")
        try await tmux.type(title)
        try await tmux.press("Enter")
        try await tmux.waitFor("Filter: \(title)")
        try await tmux.press("h")
        try await tmux.press("h")
        for _ in 0..<column { try await tmux.press("l") }
        try await tmux.press(">")
        try await tmux.press("Escape")
        // Alone, or a key right after it would be read with it as one Alt key.
        try await tmux.waitFor { !$0.contains { $0.contains("Filter: ") } }
    }

    @Test("Offline with the waiting count, online again once synced, and two conflicts settled from the board")
    func offlineBackAndSettled() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProgram.projectManager), "build the package first")
        try await EtcdCluster.with(members: 3) { cluster in
            let me = try Person(store: "etcd://\(cluster.endpoints[0])/team")
            let teammate = try Person(store: "etcd://\(cluster.endpoints[1])/team")
            defer { for person in [me, teammate] { try? FileManager.default.removeItem(at: person.home) } }
            try await me.run("add", "Plan")
            try await me.run("add", "Report")
            let command = me.environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
            let tmux = try await TmuxSession.start(command: "env -u NO_COLOR TERM=xterm-256color \(command) '\(BuiltProgram.projectManager)'",
                                                   columns: 100, rows: 30)
            do {
                try await tmux.waitFor { $0.first == " project-manager  Online" && $0.contains { $0.hasPrefix(" TODO (2) ") } }

                // The member this board talks to goes away: a change is saved on this machine and waits.
                cluster.kill(0)
                try await moveAlong("Plan", from: 0, on: tmux)
                try await tmux.waitFor(timeout: .seconds(30)) { $0.first == " project-manager  Offline: 1 change waiting" && $0.contains { $0.contains("│ DOING (1)") } }
                #expect(try await teammate.states() == ["Plan": "todo", "Report": "todo"])

                // It comes back: the board's feed reconnects, the change is sent, and the board is online again.
                try await cluster.restart(0)
                try await tmux.waitFor(timeout: .seconds(60)) { $0.first == " project-manager  Online" }
                #expect(try await teammate.states() == ["Plan": "doing", "Report": "todo"])

                // Away again; meanwhile a teammate deletes Plan and moves Report, which this board moves too.
                cluster.kill(0)
                try await cluster.waitForLeader()
                let ids = try await teammate.listed().mapValues { $0["id"] as? String ?? "" }
                try await teammate.run("delete", ids["Plan", default: "Plan"])
                try await teammate.run("move", ids["Report", default: "Report"], "done")
                try await moveAlong("Plan", from: 1, on: tmux)
                try await tmux.waitFor(timeout: .seconds(30)) { $0.first == " project-manager  Offline: 1 change waiting" }
                try await moveAlong("Report", from: 0, on: tmux)
                try await tmux.waitFor(timeout: .seconds(30)) { $0.first == " project-manager  Offline: 2 changes waiting" }

                // Back: neither can apply; both are listed and settled from the board.
                try await cluster.restart(0)
                try await tmux.waitFor(timeout: .seconds(60)) { $0.first?.hasPrefix(" project-manager  2 changes to settle") == true }
                try await tmux.press("c")
                let list = try await tmux.waitFor("Changes to settle")
                #expect(list.contains { $0.contains("> Moved 'Plan' from DOING to DONE.") && $0.contains("its project was deleted meanwhile") }, "\(list)")
                #expect(list.contains { $0.contains("  Moved 'Report' from TODO to DOING.") && $0.contains("its project was moved meanwhile") }, "\(list)")
                try await tmux.press("Enter")
                try await tmux.waitFor { $0.first == " project-manager  1 change to settle" && $0.contains { $0.contains("> Moved 'Report'") } }
                try await tmux.press("d")
                try await tmux.waitFor { $0.first == " project-manager  Online" && $0.contains { $0.contains("Nothing to settle.") } }
                try await tmux.press("Escape")

                #expect(try await me.run("conflicts").hasPrefix("No conflicts"))
                // Plan applied anyway (back, in DONE); Report's move let go (where the teammate put it).
                #expect(try await teammate.states() == ["Plan": "done", "Report": "done"])
                try await tmux.waitFor { $0.contains { $0.contains("│ DONE (2)") } }
            } catch {
                await tmux.close()
                throw error
            }
            await tmux.close()
        }
    }
}
