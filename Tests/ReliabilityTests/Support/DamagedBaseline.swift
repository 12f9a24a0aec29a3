import Foundation
import Testing

/// A store to damage: two imports of 300 projects each, folded into the snapshot with four changes
/// between them (so the snapshot has history, several undo steps and an older version, and the journal
/// of those four changes is the one the second snapshot folded), then `changesInJournal` added projects
/// in the journal.
struct DamagedBaseline: Sendable {
    let program: Program
    /// Every project before the damage.
    let projects: [ExportedProject]
    /// The snapshot as it was before the second import.
    let olderSnapshot: Data
    /// The journal the second import's snapshot folded, as it was then: a backup of it copied back.
    let foldedJournal: Data
    /// The same journal two changes earlier.
    let earlierJournal: Data
    let changesInJournal: Int

    static func make(changesInJournal: Int) async throws -> DamagedBaseline {
        let program = Program(scratch: try Scratch())
        try await program.succeed(["import", try program.file("a.json", Self.imported(batch: 0))])
        try await program.succeed(["add", "one"])
        try await program.succeed(["add", "two"])
        let earlierJournal = try Data(contentsOf: URL(filePath: program.store + "/journal.jsonl"))
        try await program.succeed(["move", "5eed0000-0000-4000-8000-000000000005", "doing"])
        try await program.succeed(["edit", "5eed0000-0000-4000-8000-000000000006", "--title", "edited six"])
        let olderSnapshot = try Data(contentsOf: URL(filePath: program.store + "/snapshot.json"))
        let foldedJournal = try Data(contentsOf: URL(filePath: program.store + "/journal.jsonl"))
        try await program.succeed(["import", try program.file("b.json", Self.imported(batch: 1))])
        for index in 0..<changesInJournal { try await program.succeed(["add", "change \(index)"]) }
        return DamagedBaseline(
            program: program, projects: try await program.projects(), olderSnapshot: olderSnapshot, foldedJournal: foldedJournal,
            earlierJournal: earlierJournal, changesInJournal: changesInJournal
        )
    }

    /// 300 projects of about 1 KB: an import larger than the journal's size, so it goes into a snapshot.
    private static func imported(batch: Int) -> Data {
        ExportedProject.document((0..<300).map { index in
            ExportedProject(id: String(format: "5eed%04x-0000-4000-8000-%012x", batch, index), title: "imported \(batch) \(index)",
                            body: String(repeating: "b", count: 990), state: "todo")
        })
    }
}
