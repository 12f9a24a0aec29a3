#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import ProcessTesting
import Testing

/// Writers killed with SIGKILL at random moments (no chance to clean up), again and again on one store.
/// After every round the store must open, hold every change whose command exited 0, hold a killed
/// change entirely or not at all, and hold nothing twice.
@Suite(.timeLimit(.minutes(5)), ReliabilityGate.trait) struct KillTests {
    /// One command of a round, and what the store may look like after it.
    enum Operation {
        case add(title: String)
        case move(ExportedProject, to: String)
        case importing([ExportedProject], file: String)

        var arguments: [String] {
            switch self {
            case let .add(title): ["add", title]
            case let .move(project, state): ["move", project.id, state]
            case let .importing(_, file): ["import", file]
            }
        }
    }

    /// The seed is fixed so a failure can be replayed; `RELIABILITY_SEED` tries others.
    static let seed = ProcessInfo.processInfo.environment["RELIABILITY_SEED"].flatMap { UInt64($0) } ?? 20_261_122

    @Test func killedWritersNeitherLoseNorRepeatAChange() async throws {
        var random = SeededGenerator(seed: Self.seed)
        let program = Program(scratch: try Scratch())
        for index in 0..<4 { try await program.succeed(["add", "seed \(index)"]) }
        // ~240 kB of journal, just under the 256 kB at which it is compacted: the rounds' first ~20 kB
        // of changes start a compaction, so some kills meet one whichever kills land.
        let prefill = (0..<210).map { index in
            ExportedProject(
                id: String(format: "9e1f0000-0000-4000-8000-%012x", index), title: "prefill \(index)",
                body: String(repeating: "p", count: 990), state: "todo"
            )
        }
        try await program.succeed(["import", try program.file("prefill.json", ExportedProject.document(prefill))])
        try #require(!FileManager.default.fileExists(atPath: program.store + "/snapshot.json"))
        /// What the store must hold, by title (titles are unique in this test).
        var known = Dictionary(uniqueKeysWithValues: try await program.projects().map { ($0.title, $0) })
        var changes = 5 // 4 adds and 1 import
        var roundsWithAKill = 0, kills = 0, round = 0
        // Rounds go on until 50 of them have killed a command mid-run (a kill may come after the end).
        while roundsWithAKill < 50, round < 200 {
            round += 1
            let operations = try plan(round: round, known: known, program: program, random: &random)
            let children = try operations.map { try program.start($0.arguments) }
            // Each command is killed with probability 2/3 (at least one is), at a random moment in its
            // first 80 ms: before, while or after it holds the lock, writes, fsyncs, renames or compacts.
            var victims = children.indices.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }
            if victims.isEmpty { victims = [Int.random(in: children.indices, using: &random)] }
            let moments = victims.map { ($0, Int.random(in: 0...80_000, using: &random)) }.sorted { $0.1 < $1.1 }
            var elapsed = 0
            for (victim, moment) in moments {
                try await Task.sleep(for: .microseconds(moment - elapsed))
                elapsed = moment
                children[victim].send(SIGKILL)
            }
            var outcomes: [Outcome] = []
            for child in children { outcomes.append(try await child.finish()) }
            let killed = outcomes.filter { $0.signal == SIGKILL }.count
            kills += killed
            if killed > 0 { roundsWithAKill += 1 }

            let stored = try await program.projects()
            var problems: [String] = []
            check(stored, after: zip(operations, outcomes), known: &known, changes: &changes, problems: &problems)
            // One history entry per change that took effect: none lost, none applied twice.
            let history = try await program.succeed(["history"])
            if history.split(separator: "\n").count != changes {
                problems.append("the history has \(history.split(separator: "\n").count) entries, \(changes) expected")
            }
            guard problems.isEmpty else {
                Issue.record(Comment(rawValue: "seed \(Self.seed), round \(round):\n" + problems.joined(separator: "\n")))
                return // the rounds after a broken one would only repeat it
            }
        }
        #expect(roundsWithAKill >= 50, "only \(roundsWithAKill) of \(round) rounds killed a command mid-run")
        // The imports made the journal large enough to be compacted, so kills also met compactions.
        #expect(FileManager.default.fileExists(atPath: program.store + "/snapshot.json"))
        print("KillTests: \(round) rounds, \(roundsWithAKill) with a command killed mid-run, \(kills) kills, \(changes) changes")
    }

    /// Kills aimed at compactions: each round copies a store whose journal is just under the compaction
    /// size, runs an import that pushes it over (so the import appends its line, then writes a new
    /// snapshot under its pending name, a new journal, and renames the snapshot), and kills it at a random
    /// moment around its end: before the append, between any two of those steps, or after.
    ///
    /// (A kill cannot show a store that rewrites a live file in place: what was written stays in the
    /// page cache. A write refused part-way can; see ``FileSizeLimitTests``.)
    @Test func killsDuringCompactionNeverLeaveAHalfWrittenFile() async throws {
        var random = SeededGenerator(seed: Self.seed)
        let scratch = try Scratch()
        let template = Program(scratch: scratch, storeName: "template")
        let prefill = (0..<220).map { index in
            ExportedProject(
                id: String(format: "9e1f0000-0000-4000-8000-%012x", index), title: "prefill \(index)",
                body: String(repeating: "p", count: 990), state: "todo"
            )
        }
        try await template.succeed(["import", try template.file("prefill.json", ExportedProject.document(prefill))])
        let extra = (0..<30).map { index in
            ExportedProject(
                id: String(format: "e0e00000-0000-4000-8000-%012x", index), title: "extra \(index)",
                body: String(repeating: "e", count: 990), state: "doing"
            )
        }
        let file = try template.file("extra.json", ExportedProject.document(extra))

        // The moment of each kill is drawn below `latest`, which follows the import's end: it shrinks after
        // a round that ended before its kill and grows after one killed before its compaction. So kills
        // keep falling around the compaction however fast or loaded the machine is.
        var latest = 200_000 // microseconds
        var killed = 0, compacted = 0
        for round in 1...30 {
            let program = Program(scratch: scratch, storeName: "round-\(round)")
            try FileManager.default.copyItem(atPath: template.store, toPath: program.store)
            let child = try program.start(["import", file])
            try await Task.sleep(for: .microseconds(Int.random(in: latest / 2...latest, using: &random)))
            child.send(SIGKILL)
            let outcome = try await child.finish()
            let snapshotWritten = ["snapshot.json", "snapshot.next.json"].contains { FileManager.default.fileExists(atPath: program.store + "/" + $0) }
            if outcome.signal == SIGKILL { killed += 1 }
            if snapshotWritten { compacted += 1 }
            if outcome.signal != SIGKILL {
                latest = max(latest * 3 / 4, 1_000)
            } else if !snapshotWritten {
                latest = min(latest * 5 / 4, 5_000_000)
            }

            let stored = try await program.projects()
            let extras = stored.filter { $0.title.hasPrefix("extra ") }.count
            #expect(stored.count - extras == prefill.count, "seed \(Self.seed), round \(round): \(stored.count) projects")
            #expect(extras == 0 || extras == extra.count, "seed \(Self.seed), round \(round): \(extras) of the import")
            #expect(outcome.signal == SIGKILL || (outcome.status == 0 && extras == extra.count), "round \(round): \(outcome)")
            try FileManager.default.removeItem(atPath: program.store)
        }
        #expect(killed >= 5, "only \(killed) of 30 imports were killed before they ended")
        print("KillTests: compaction rounds: 30, \(killed) killed mid-run, \(compacted) with a snapshot written")
    }

    /// Holds the store against the commands of a round, and updates `known` with what took effect.
    private func check(
        _ stored: [ExportedProject], after results: Zip2Sequence<[Operation], [Outcome]>,
        known: inout [String: ExportedProject], changes: inout Int, problems: inout [String]
    ) {
        let byTitle = Dictionary(grouping: stored, by: \.title)
        for (title, copies) in byTitle where copies.count > 1 { problems.append("\(title) is there \(copies.count) times") }
        if Set(stored.map(\.id)).count != stored.count { problems.append("an id is there twice") }
        for (operation, outcome) in results {
            let acknowledged = outcome.status == 0
            if !acknowledged, outcome.signal != SIGKILL { problems.append("\(operation.arguments) failed: \(outcome)") }
            switch operation {
            case let .add(title):
                if let project = byTitle[title]?.first {
                    known[title] = project
                    changes += 1
                } else if acknowledged {
                    problems.append("\(title) was added (exit 0) but is missing")
                }
            case let .move(project, state):
                let now = byTitle[project.title]?.first
                let moved = ExportedProject(id: project.id, title: project.title, body: project.body, state: state)
                if now == moved {
                    known[project.title] = moved
                    changes += 1
                } else if acknowledged || now != project {
                    problems.append("move of \(project.title) to \(state) (exit 0: \(acknowledged)) left \(String(describing: now))")
                }
            case let .importing(projects, _):
                let present = projects.filter { byTitle[$0.title]?.first == $0 }.count
                if present != 0, present != projects.count { problems.append("an import is half there (\(present) of \(projects.count))") }
                if acknowledged, present != projects.count { problems.append("an import exited 0 but is missing") }
                if present == projects.count {
                    for project in projects { known[project.title] = project }
                    changes += 1
                }
            }
        }
        if Set(byTitle.keys) != Set(known.keys) {
            problems.append("the store holds \(byTitle.count) projects, \(known.count) expected")
        }
        for (title, project) in known where byTitle[title]?.first != project {
            problems.append("\(title) is \(String(describing: byTitle[title])), \(project) expected")
        }
    }

    /// One to three commands on different projects: an add, a move, an import.
    private func plan(
        round: Int, known: [String: ExportedProject], program: Program, random: inout SeededGenerator
    ) throws -> [Operation] {
        var operations: [Operation] = []
        let kinds = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<3, using: &random) }
        var movable = known.values.sorted { $0.title < $1.title }.shuffled(using: &random)
        for (index, kind) in kinds.enumerated() {
            switch kind {
            case 0:
                operations.append(.add(title: "round \(round) add \(index)"))
            case 1:
                guard let project = movable.popLast() else { continue }
                let state = ["todo", "doing", "done"].filter { $0 != project.state }.randomElement(using: &random)!
                operations.append(.move(project, to: state))
            default:
                // Bodies of 500 to 990 characters make a few imports outgrow the journal's compaction size.
                let projects = (0..<Int.random(in: 1...40, using: &random)).map { item in
                    ExportedProject(
                        id: Self.uuid(&random), title: "round \(round) import \(index) item \(item)",
                        body: String(repeating: "x", count: Int.random(in: 500...990, using: &random)),
                        state: ["todo", "doing", "done"].randomElement(using: &random)!
                    )
                }
                let file = try program.file("import-\(round)-\(index).json", ExportedProject.document(projects))
                operations.append(.importing(projects, file: file))
            }
        }
        return operations
    }

    private static func uuid(_ random: inout SeededGenerator) -> String {
        let high = random.next(), low = random.next()
        let hex = String(format: "%016llx%016llx", high, low)
        let digits = Array(hex)
        return [digits[0..<8], digits[8..<12], digits[12..<16], digits[16..<20], digits[20..<32]]
            .map { String($0) }.joined(separator: "-")
    }
}
