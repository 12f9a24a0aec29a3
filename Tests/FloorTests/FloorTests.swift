import Foundation
import ProcessTesting
import Testing

/// The floor the benchmarks divide by does its one job and nothing more: one line appended to the
/// store's journal with the bytes before it untouched, one line printed; a store without a journal is an
/// error that creates none, and a usage error exits 2.
@Suite(.timeLimit(.minutes(5))) struct FloorTests {
    let floor = BuiltProgram.path("project-manager-floor")

    /// A new empty directory, removed by the caller.
    private func temporaryStore() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("floor-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    @Test func itAppendsOneLineToTheJournalAndPrintsOne() async throws {
        let store = try temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: store) }
        let journal = store + "/journal.jsonl"
        let before = Data("{\"header\":1}\n{\"record\":1}\n".utf8)
        try before.write(to: URL(fileURLWithPath: journal))
        for round in 1...2 {
            let run = try await ProgramRun.run(floor, [store])
            #expect(run.status == 0 && run.errors.isEmpty, "\(run)")
            #expect(run.output == "appended one line to \(journal)\n")
            let after = try Data(contentsOf: URL(fileURLWithPath: journal))
            #expect(after.prefix(before.count) == before)
            let added = after.dropFirst(before.count)
            #expect(added.last == UInt8(ascii: "\n"))
            #expect(added.filter { $0 == UInt8(ascii: "\n") }.count == round)
        }
    }

    @Test func aStoreWithoutAJournalIsAnErrorAndGetsNone() async throws {
        let store = try temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: store) }
        let run = try await ProgramRun.run(floor, [store])
        #expect(run.status == 1 && run.output.isEmpty, "\(run)")
        #expect(run.errors.contains("cannot open \(store)/journal.jsonl"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store).isEmpty)
    }

    @Test(arguments: [[], ["one", "two"], ["--quick"]])
    func aUsageErrorExitsTwoAndSaysHow(arguments: [String]) async throws {
        let run = try await ProgramRun.run(floor, arguments)
        #expect(run.status == 2 && run.output.isEmpty, "\(run)")
        #expect(run.errors.hasPrefix("project-manager-floor: usage: project-manager-floor STORE-DIRECTORY\n"))
    }

    @Test func helpTeachesWhatItDoes() async throws {
        let run = try await ProgramRun.run(floor, ["--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("fsyncs it, prints one line and exits") && run.output.contains("give it a copy of a store"))
    }
}
