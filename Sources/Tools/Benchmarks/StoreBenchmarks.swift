import App
import JournalStore
import Domain
import Foundation

/// Every command's store work on journal stores of several sizes, each through a new repository as a
/// `project-manager` process opens it ("cold"): a one-project command must cost the same at any size.
@MainActor
enum StoreBenchmarks {
    static func run(sizes: [Int], runs: (Int) -> Int) async throws -> ResultTable {
        var table = ResultTable(title: "journal store, one command each, cold (median)", columns: sizes.map(label))
        var cells: [String: [String]] = [:]
        let order = ["board / list (loadBoard)", "show (by 8-digit prefix)", "add", "move", "edit (title only)", "delete",
                     "undo", "redo", "history --limit 20", "compaction", "snapshot size"]
        let clock = SystemClock(timeZone: .gmt)
        for size in sizes {
            let store = try await TemporaryStore.make(count: size, clock: clock)
            defer { store.remove() }
            let count = runs(size)
            func record(_ name: String, _ seconds: Double) { cells[name, default: []].append(ResultTable.format(seconds: seconds)) }
            func use(_ project: Project) throws -> ProjectReference { try ProjectReference(project.id.shortForm) }

            record("board / list (loadBoard)", try await Stopwatch.median(runs: max(3, count / 3)) { _ = try await store.openRepository().loadBoard(for: Author("bench@host")) })
            let target = try use(store.projects[size / 2])
            record("show (by 8-digit prefix)", try await Stopwatch.median(runs: count) { _ = try await FindProject(repository: store.openRepository())(target.prefix) })

            let ids = RandomProjectIDGenerator()
            record("add", try await Stopwatch.median(runs: count) {
                try await AddProject(repository: store.openRepository(), clock: clock, ids: ids, author: Author("bench@host"))(ProjectDraft(title: "Benchmark project"))
            })
            var state = ProjectState.todo
            record("move", try await Stopwatch.median(runs: count) {
                state = state == .doing ? .todo : .doing
                _ = try await MoveProject(repository: store.openRepository(), clock: clock, author: Author("bench@host"))(target, to: state)
            })
            var edits = 0
            record("edit (title only)", try await Stopwatch.median(runs: count) {
                edits += 1
                _ = try await EditProject(repository: store.openRepository(), clock: clock, author: Author("bench@host"))(target, applying: ProjectEdit(title: "Edited \(edits)"))
            })
            var victims = store.projects.prefix(count).makeIterator()
            record("delete", try await Stopwatch.median(runs: count) {
                guard let victim = victims.next() else { return }
                _ = try await DeleteProject(repository: store.openRepository(), clock: clock, author: Author("bench@host"))(try use(victim))
            })
            // Each timed undo takes back the same kind of step (a move), redone untimed before it; and back.
            let undo = { _ = try await UndoChange(repository: store.openRepository(), clock: clock, author: Author("bench@host"))() }
            let redo = { _ = try await RedoChange(repository: store.openRepository(), clock: clock, author: Author("bench@host"))() }
            _ = try await MoveProject(repository: store.openRepository(), clock: clock, author: Author("bench@host"))(target, to: state == .doing ? .todo : .doing)
            record("undo", try await Stopwatch.median(runs: count, prepare: { try? await redo() }, undo))
            record("redo", try await Stopwatch.median(runs: count, prepare: { try? await undo() }, redo))
            record("history --limit 20", try await Stopwatch.median(runs: count) {
                _ = try await LoadHistory(repository: store.openRepository())(limit: 20)
            })
            let repository = store.openRepository()
            record("compaction", try await Stopwatch.median(runs: max(3, count / 3)) { try await repository.compact() })
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
