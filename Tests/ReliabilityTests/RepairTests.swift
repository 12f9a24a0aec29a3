import Foundation
import ProcessTesting
import Testing

/// `project-manager repair` on every damaged store of ``DamagedStoreTests``, and on a large one: what
/// is intact comes back, the damage is named, the damaged file is kept, and the new store works.
@Suite(.timeLimit(.minutes(5)), ReliabilityGate.trait) struct RepairTests {
    @Test(arguments: DamagedStoreTests.Damage.allCases)
    func repairRecoversWhatIsIntact(damage: DamagedStoreTests.Damage) async throws {
        let program = Program(scratch: try Scratch())
        try await DamagedStoreTests().fill(program, compacted: damage.needsSnapshot)
        let before = try await program.projects()
        try DamagedStoreTests.apply(damage, to: program.store)
        let damaged = StoreFiles(program.store)

        let outcome = try await program.run(["repair"])
        switch damage {
        case .journalFromANewerVersion, .snapshotFromANewerVersion, .journalIsADirectory, .snapshotIsADirectory, .storeIsAFile:
            #expect(outcome.status == 3 && outcome.output.isEmpty, "\(outcome)")
            #expect(outcome.errorText.hasPrefix("error: ") && outcome.errorText.contains(damage.file), "\(outcome)")
            #expect(StoreFiles(program.store) == damaged)
            return
        default: break
        }
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.outputText.contains("  \(damage.file) "), "the damage is not named: \(outcome)")
        let kept = try #require(StoreFiles(program.store).files.first { $0.key.hasPrefix(damage.file + ".damaged-") })
        #expect(kept.value == damaged.files[damage.file])
        let recovered = try await program.projects()
        // What the damage spared: the journal's two projects when the snapshot was hit, the snapshot's
        // (as far as it was not cut off) when the journal was.
        let spared = damage.needsSnapshot ? before.filter { ["one", "two"].contains($0.title) } : before.filter { $0.title.hasPrefix("imported") }
        #expect(Set(spared.map(\.id)).isSubset(of: recovered.map(\.id)), "\(recovered.count) recovered")
        #expect(Set(recovered.map(\.id)).isSubset(of: before.map(\.id)))
        #expect(recovered.allSatisfy { before.contains($0) })
        #expect(outcome.outputText.contains("Recovered \(recovered.count) of "), "\(outcome)")
        try await program.succeed(["list"])
        let undo = try await program.run(["undo"])
        #expect(undo.status == 0 || undo.errorText == "error: Nothing to undo.\n", "\(undo)")
        #expect(try await program.succeed(["repair"]).hasPrefix("The store is healthy"))
    }

    /// Five garbage bytes in one project line of a 50,000-project snapshot: the other 49,999 come back.
    @Test func oneGarbledLineOfFiftyThousandProjects() async throws {
        let program = Program(scratch: try Scratch())
        let projects = (0..<50_000).map { index in
            ExportedProject(id: String(format: "5eed0000-0000-4000-8000-%012x", index), title: "imported \(index)",
                            body: "", state: "todo")
        }
        try await program.succeed(["import", try program.file("big.json", ExportedProject.document(projects))])
        let snapshot = URL(filePath: program.store + "/snapshot.json")
        var bytes = try Data(contentsOf: snapshot)
        // The project line, the last of the lines naming it (the import's undo step names every project).
        let line = try #require(bytes.range(of: Data(#"{"id":"5eed0000-0000-4000-8000-0000000004d2""#.utf8), options: .backwards))
        bytes.replaceSubrange((line.upperBound + 60)..<(line.upperBound + 65), with: Data("\u{0}#$%@".utf8))
        try bytes.write(to: snapshot)

        let outcome = try await program.run(["repair"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.outputText.hasPrefix("Recovered 49,999 of 50,000 projects"), "\(outcome)")
        #expect(outcome.outputText.contains("(byte \(Self.grouped(line.lowerBound)))"
            + ", a project: id 5eed0000, title 'imported 1234'"), "\(outcome)")
        // Found by binary search in the new snapshot: its neighbour is there, the garbled one is not.
        #expect(try await program.succeed(["show", "5eed0000-0000-4000-8000-0000000004d3"]).contains("imported 1235"))
        #expect(try await program.run(["show", "5eed0000-0000-4000-8000-0000000004d2"]).status == 1)
    }

    /// `1234567` as `1,234,567`.
    private static func grouped(_ number: Int) -> String {
        var text = String(number)
        for index in stride(from: text.count - 3, to: 0, by: -3) { text.insert(",", at: text.index(text.startIndex, offsetBy: index)) }
        return text
    }
}
