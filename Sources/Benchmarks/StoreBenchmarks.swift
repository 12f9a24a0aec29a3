import App
import Data
import Domain
import Foundation

/// Store load, add, move, edit and compaction on journal stores of several sizes.
///
/// "cold" opens a new repository for every run, as each `project-manager` command does; "warm" reuses one
/// that has read the store before, as the interactive board does.
@MainActor
enum StoreBenchmarks {
    static func run(sizes: [Int], runs: (Int) -> Int) async throws -> ResultTable {
        var table = ResultTable(title: "journal store (median)", columns: sizes.map(label))
        var cells: [String: [String]] = [:]
        let order = ["load (cold)", "add (cold, as the CLI)", "move (cold, as the CLI)", "move (warm)",
                     "edit (cold, as the CLI)", "edit (warm)", "compaction", "snapshot size"]
        let clock = SystemClock(timeZone: .gmt)
        for size in sizes {
            let store = try await TemporaryStore.make(count: size, clock: clock)
            defer { store.remove() }
            let count = runs(size)
            func record(_ name: String, _ seconds: Double) { cells[name, default: []].append(ResultTable.format(seconds: seconds)) }

            record("load (cold)", try await Stopwatch.median(runs: count) { _ = try await store.openRepository().load() })

            let ids = RandomProjectIDGenerator()
            record("add (cold, as the CLI)", try await Stopwatch.median(runs: count) {
                try await AddProject(repository: store.openRepository(), clock: clock, ids: ids)(ProjectDraft(title: "Benchmark project"))
            })

            let target = store.projects[0].id
            var state = ProjectState.todo
            func nextState() -> ProjectState {
                state = state == .doing ? .todo : .doing
                return state
            }
            record("move (cold, as the CLI)", try await Stopwatch.median(runs: count) {
                _ = try await MoveProject(repository: store.openRepository(), clock: clock)(target, to: nextState())
            })
            let warm = store.openRepository()
            _ = try await warm.load()
            let move = MoveProject(repository: warm, clock: clock)
            record("move (warm)", try await Stopwatch.median(runs: count) { _ = try await move(target, to: nextState()) })

            var edits = 0
            func nextDraft() -> ProjectDraft {
                edits += 1
                return ProjectDraft(title: "Edited \(edits)", body: "benchmark")
            }
            record("edit (cold, as the CLI)", try await Stopwatch.median(runs: count) {
                _ = try await EditProject(repository: store.openRepository(), clock: clock)(target, to: nextDraft())
            })
            let edit = EditProject(repository: warm, clock: clock)
            record("edit (warm)", try await Stopwatch.median(runs: count) { _ = try await edit(target, to: nextDraft()) })

            record("compaction", try await Stopwatch.median(runs: max(3, count / 3)) { try await warm.compact() })
            cells["snapshot size", default: []].append(bytes(store.size(of: JournalProjectRepository.snapshotFileName)))
        }
        for name in order { table.add(name, cells[name] ?? []) }
        return table
    }

    static func label(_ size: Int) -> String {
        size >= 1000 ? "\(size / 1000)k projects" : "\(size) projects"
    }

    static func bytes(_ count: Int) -> String {
        count >= 1 << 20 ? String(format: "%.1f MB", Double(count) / 1_048_576) : String(format: "%.0f KB", Double(count) / 1024)
    }
}
