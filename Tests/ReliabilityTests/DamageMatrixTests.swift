import Foundation
import Testing

/// The damage a storage tester inflicts, on a store with a short journal and one with a long one: bit
/// flips in every section of the snapshot and in the journal, cuts, zeros, garbage, copied lines, files
/// deleted, emptied, swapped, a snapshot replaced by an older copy, the journal replaced by an older copy of
/// the one the snapshot was made from (whole, or two changes short). Each case ends with the damage named by
/// `list` (by `history` or `undo` for the sections only they read; for a write cut short, its bytes kept
/// aside by the next write), then `repair` keeping every
/// project the damage did not touch, every damaged byte still on disk under some name, and counts that
/// are true. The table of what happened is printed.
@Suite(.timeLimit(.minutes(10)), ReliabilityGate.trait) struct DamageMatrixTests {
    @Test(arguments: [3, 200])
    func everyDamageIsNamedAndRepairedWithoutLoss(changesInJournal: Int) async throws {
        let base = try await DamagedBaseline.make(changesInJournal: changesInJournal)
        var table = ["| case | `list` | `repair` kept | kept aside |", "| --- | --- | --- | --- |"]
        for damage in StoreDamage.allCases {
            table.append(try await check(damage, on: base))
        }
        print("Damage matrix, \(changesInJournal) changes in the journal:\n" + table.joined(separator: "\n"))
    }

    /// Applies `damage` to a copy of the baseline store and checks what the program makes of it.
    private func check(_ damage: StoreDamage, on base: DamagedBaseline) async throws -> String {
        let program = Program(scratch: try Scratch())
        try FileManager.default.copyItem(atPath: base.program.store, toPath: program.store)
        let touched = try damage.apply(to: program.store, base: base)
        let damaged = StoreFiles(program.store)
        let list = try await program.run(damage.reader)
        if damage == .journalCutInItsLastRecord {
            // What a crash mid-append leaves: read past, then cut by the next write and kept aside.
            #expect(list.status == 0, "\(damage): \(list)")
            let add = try await program.run(["add", "after the crash"])
            #expect(add.status == 0 && add.errorText.contains("warning: ") && add.errorText.contains("unfinished"), "\(damage): \(add)")
            let cut = damaged.files["journal.jsonl"].map { $0.suffix(from: $0.lastIndex(of: UInt8(ascii: "\n"))! + 1) }
            let kept = StoreFiles(program.store).files.first { $0.key.hasPrefix("journal.jsonl.unfinished-") }
            #expect(kept?.value == cut, "\(damage): the cut bytes are not kept")
            #expect(try await program.run(["add", "again"]).errorText.isEmpty, "\(damage): the warning was said twice")
            return "| \(damage) | exit 0; the next write warned | everything | \(kept?.key ?? "nothing") |"
        }
        if damage.reader[0] == "repair" {
            #expect(list.status == 3 && list.outputText.contains("  \(damage.file) ") && StoreFiles(program.store) == damaged, "\(damage): \(list)")
        } else {
            #expect(list.status == 3 && list.output.isEmpty && list.errorText.contains(damage.file), "\(damage): \(list)")
        }

        let repair = try await program.run(["repair"])
        #expect(repair.status == 0, "\(damage): \(repair)")
        let after = StoreFiles(program.store)
        // Every damaged file's bytes are still in the directory, under some name.
        for (name, bytes) in damaged.files where !after.files.values.contains(bytes) {
            Issue.record("\(damage): the bytes of \(name) are gone from the store directory")
        }
        let recovered = try await program.projects()
        let intact = recovered.filter { base.projects.contains($0) }
        #expect(intact.count >= base.projects.count - touched, "\(damage): \(intact.count) of \(base.projects.count) intact, \(touched) touched")
        let counts = try #require(repair.outputText.firstMatch(of: /Recovered ([0-9,]+)( of ([0-9,]+))? projects/), "\(damage): \(repair)")
        #expect(Int(counts.1.replacing(",", with: "")) == recovered.count, "\(damage): \(repair)")
        if let found = counts.3.flatMap({ Int($0.replacing(",", with: "")) }) {
            #expect(found >= recovered.count && found - recovered.count <= touched, "\(damage): \(repair)")
        }
        if damage.touchesNoChange {
            #expect(!repair.outputText.contains(" steps of ") && !repair.outputText.contains(" step of "), "\(damage) dropped undo steps: \(repair)")
        }
        #expect(try await program.succeed(["repair"]).hasPrefix("The store is healthy"))
        let keptAside = after.files.keys.filter { $0.contains(".damaged-") || $0.contains(".replaced-") }.sorted()
        let said = damage.reader[0] == "repair" ? list.outputText.split(separator: "\n").dropFirst(2).first.map(String.init) ?? ""
            : "exit 3: " + (list.errorText.split(separator: "(").dropFirst().first.map { String($0.prefix(70)) } ?? "")
        return "| \(damage) | `\(damage.reader.joined(separator: " "))` \(said)… | \(recovered.count) of \(base.projects.count) projects (\(intact.count) as before) | \(keptAside.joined(separator: ", ")) |"
    }
}
