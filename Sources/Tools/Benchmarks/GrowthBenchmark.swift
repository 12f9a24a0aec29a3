import App
import JournalStore
import Domain
import Foundation

/// Bounded growth: many adds on one store, watching the journal's size after each. The journal is
/// folded into the snapshot once it outgrows it, so its size stays bounded however many changes are made,
/// and the undo stack keeps only ``Workspace/undoLimit`` steps.
@MainActor
enum GrowthBenchmark {
    struct Outcome {
        let adds: Int
        let largestJournal: Int
        let finalJournal: Int
        let finalSnapshot: Int
        let undoSteps: Int
        let compactions: Int
        let slowestAdd: Double
        let medianAdd: Double
    }

    static func run(size: Int, adds: Int) async throws -> Outcome {
        let clock = SystemClock(timeZone: .gmt)
        let store = try await TemporaryStore.make(count: size, clock: clock)
        defer { store.remove() }
        let ids = RandomProjectIDGenerator()
        var largest = 0, compactions = 0, previous = store.size(of: JournalProjectRepository.journalFileName)
        var times: [Double] = []
        let stopwatch = ContinuousClock()
        for index in 0..<adds {
            let start = stopwatch.now
            try await AddProject(repository: store.openRepository(), clock: clock, ids: ids, author: Author("bench@host"))(ProjectDraft(title: "Growth \(index)"))
            times.append((stopwatch.now - start).seconds)
            let journal = store.size(of: JournalProjectRepository.journalFileName)
            if journal < previous { compactions += 1 }
            previous = journal
            largest = max(largest, journal)
        }
        let workspace = try await store.openRepository().load()
        guard workspace.projects.count == size + Workspace.undoLimit + adds else {
            throw BenchmarkFailure("an acknowledged add is missing after compaction")
        }
        return Outcome(
            adds: adds, largestJournal: largest, finalJournal: previous,
            finalSnapshot: store.size(of: JournalProjectRepository.snapshotFileName),
            undoSteps: workspace.undoStack(of: Author("bench@host")).count, compactions: compactions,
            slowestAdd: times.max() ?? 0, medianAdd: Stopwatch.medianOf(times)
        )
    }
}
